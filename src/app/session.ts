import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useServices } from '@/api/services-context'
import type { SessionToken } from '@/api/session-token'

/**
 * The signed-in user. Until the profile call arrives it is read from the stored token alone;
 * the query key is the profile's, so invalidating it (on 401 or sign-out) re-reads the token and
 * every screen sees the signed-out state at once.
 */
export const PROFILE_QUERY_KEY = ['profile'] as const

export function profileQueryOptions(token: SessionToken) {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => ({ signedIn: token.get() !== null }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useSession() {
  const { token } = useServices()
  const queryClient = useQueryClient()
  const profile = useQuery(profileQueryOptions(token))

  useEffect(() => {
    // Signing in or out in another tab changes local storage; follow it here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'jwt') {
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queryClient])

  return {
    signedIn: profile.data?.signedIn ?? token.get() !== null,
    signOut: () => {
      token.clear()
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })
    },
  }
}
