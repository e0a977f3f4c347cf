import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { profileQueryOptions } from '@/api/queries/signed-in'
import { profileKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import type { SessionToken } from '@/api/session-token'
import { storageKeyOf } from '@/lib/storage'
import { forgetCurrentApplication } from './current-application'
import { endBrokerSession } from './login'

/**
 * Whether a borrower is signed in, from the kept token: what the signed-in pages' loaders ask
 * before reading (signed out, the page's layout starts sign-in and the page reads nothing).
 */
export function isSignedIn(token: SessionToken): boolean {
  return token.get() !== null
}

/** Re-reads who is signed in: after the token was dropped by a 401, or changed in another tab. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.all })
}

/**
 * A secure call was refused for want of a valid token (the client has removed a rejected one):
 * the screens are signed out by reading the session again. Once they show the borrower signed
 * out, a further refusal changes nothing; reading again would only ask for the profile again,
 * to be refused again.
 */
export function endSessionOnRefusal(queryClient: QueryClient): void {
  const session = queryClient.getQueryData<{ signedIn: boolean }>(profileKeys.all)
  if (session?.signedIn === false) return
  void refreshSession(queryClient)
}

/** Signing out forgets the token and the application being priced in this tab. */
export function signOut(queryClient: QueryClient, token: SessionToken): Promise<void> {
  token.clear()
  void forgetCurrentApplication(queryClient)
  queryClient.removeQueries({ queryKey: profileKeys.users() })
  return refreshSession(queryClient)
}

export function useSession() {
  const services = useServices()
  const { token } = services
  const queryClient = useQueryClient()
  const profile = useQuery(profileQueryOptions())

  useEffect(() => {
    // Signing in or out in another tab changes local storage; follow it here.
    const tokenKey = storageKeyOf('token')
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenKey) void refreshSession(queryClient)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queryClient])

  return {
    signedIn: profile.data?.signedIn ?? isSignedIn(token),
    /**
     * Ends the broker session, then this one. The broker's answer says where to go; if the
     * logout call fails, the legacy login page (refinance-release-shell.md §4).
     */
    signOut: async (): Promise<string | null> => {
      const redirect = await endBrokerSession(services)
      await signOut(queryClient, token)
      return redirect
    },
  }
}
