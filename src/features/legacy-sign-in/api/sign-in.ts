import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { type AppServices, useServices } from '@/api/services-context'
import {
  type LegacySignInResult,
  type PendingSignIn,
  signInWithCode,
  signInWithPassword,
} from '@/session/legacy-sign-in'

/** One step of a sign-in with the legacy identity service, sent with the app's services. */
function useSignInStep<TInput>(
  send: (
    services: AppServices,
    queryClient: QueryClient,
    input: TInput,
  ) => Promise<LegacySignInResult>,
) {
  const services = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    // Signed in, the page may go on to a page of the site outside the app.
    meta: { leavesThePage: true },
    mutationFn: (input: TInput) => send(services, queryClient, input),
  })
}

/** Email and password sent to the legacy identity service; completes the sign-in if it can. */
export function useSignInWithPassword() {
  return useSignInStep(signInWithPassword)
}

/** The two-factor code of a pending sign-in. */
export function useSignInWithCode() {
  return useSignInStep(
    (services, queryClient, { pending, code }: { pending: PendingSignIn; code: string }) =>
      signInWithCode(services, queryClient, pending, code),
  )
}
