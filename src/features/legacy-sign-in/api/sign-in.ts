import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useServices } from '@/api/services-context'
import type { CredentialsForm } from '@/domain/legacy-sign-in'
import { type PendingSignIn, signInWithCode, signInWithPassword } from '@/session/legacy-sign-in'

/** Email and password sent to the legacy identity service; completes the sign-in if it can. */
export function useSignInWithPassword() {
  const services = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    // Signed in, the page may go on to a page of the site outside the app.
    meta: { leavesThePage: true },
    mutationFn: (credentials: CredentialsForm) =>
      signInWithPassword(services, queryClient, credentials),
  })
}

/** The two-factor code of a pending sign-in. */
export function useSignInWithCode() {
  const services = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    meta: { leavesThePage: true },
    mutationFn: ({ pending, code }: { pending: PendingSignIn; code: string }) =>
      signInWithCode(services, queryClient, pending, code),
  })
}
