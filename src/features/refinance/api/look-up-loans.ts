import {
  createRefinanceApplication,
  type RefinanceApplication,
  refinanceLookupErrorBodySchema,
} from '@contract/refinance'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, FAILURE_MESSAGES } from '@/api/api-error'
import { refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { lookupErrorMessage } from '@/domain/refinance'

/**
 * The Loan ID lookup (create-{former_lender}): the eligible applications it answers join the
 * borrower's list. An empty answer is the 'no eligible loans' case, not an error.
 */
export function useLookUpLoans(identityUuid: string | undefined) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (loanId: string) =>
      http
        .call(createRefinanceApplication, { body: { loanId } })
        .then((answer) => answer.applications),
    onSuccess: (found) => {
      if (!identityUuid || found.length === 0) return
      queryClient.setQueryData<RefinanceApplication[]>(
        refinanceKeys.list(identityUuid),
        (listed = []) => [
          ...listed.filter((application) =>
            found.every((each) => each.appUuid !== application.appUuid),
          ),
          ...found,
        ],
      )
      void queryClient.invalidateQueries({ queryKey: refinanceKeys.list(identityUuid) })
    },
  })
}

/** §8: a refused lookup shows the server's unique messages joined, ending with a period. */
export function lookupFailureMessage(error: unknown): string {
  // A dropped connection carries the browser's own words ("Failed to fetch"): never shown.
  if (error instanceof ApiError && error.status === 0) return FAILURE_MESSAGES.unreachable
  if (error instanceof ApiError) {
    const body = refinanceLookupErrorBodySchema.safeParse(error.body)
    if (body.success) {
      return lookupErrorMessage(body.data.errors?.length ? body.data.errors : [body.data.message])
    }
    return lookupErrorMessage([error.message])
  }
  return lookupErrorMessage(['We could not look up that Loan ID. Please try again'])
}
