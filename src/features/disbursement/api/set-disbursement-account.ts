import type { FinalStepsDashboard } from '@contract/borrowers'
import {
  type ManualBankAccount,
  setLinkedDisbursementAccount,
  setManualDisbursementAccount,
  setUsdcDisbursementAddress,
} from '@contract/disbursement'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { isConflict } from '@/api/api-error'
import type { HttpClient } from '@/api/http-client'
import { optimisticChange } from '@/api/optimistic-change'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { DISBURSEMENT_MOVED_ON_NOTICE, withDisbursementCompleted } from '@/domain/disbursement'
import { useToasts } from '@/ui/toasts'

/**
 * Setting where the loan is paid marks Disbursement Account COMPLETED on the cached checklist
 * at once; a failure puts back what it showed before (§4).
 */
function useSetDisbursement<TInput>(
  appUuid: string,
  send: (http: HttpClient, input: TInput) => Promise<unknown>,
) {
  const { http } = useServices()
  const queryClient: QueryClient = useQueryClient()
  const key = applicationKeys.finalSteps(appUuid)
  return useMutation({
    mutationFn: (input: TInput) => send(http, input),
    ...optimisticChange<FinalStepsDashboard>(queryClient, key, withDisbursementCompleted),
  })
}

export function useSetManualAccount(appUuid: string) {
  return useSetDisbursement(appUuid, (http, body: ManualBankAccount) =>
    http.call(setManualDisbursementAccount, { params: { uuid: appUuid }, body }),
  )
}

export function useSetLinkedAccount(appUuid: string) {
  return useSetDisbursement(
    appUuid,
    (http, account: { accountType: string; achAccountId: string }) =>
      http.call(setLinkedDisbursementAccount, {
        params: { uuid: appUuid },
        body: {
          accountType: account.accountType.toUpperCase(),
          achAccountId: account.achAccountId,
        },
      }),
  )
}

export function useSetUsdcAddress(appUuid: string) {
  return useSetDisbursement(appUuid, (http, address: string) =>
    http.call(setUsdcDisbursementAddress, { params: { uuid: appUuid }, body: { address } }),
  )
}

/**
 * What a disbursement page does when the lender refuses its account as out of step (409): the
 * application moved past its final steps meanwhile, in another tab or window. It says so, reads
 * the application again, and goes on as after a save (the checklist's guard then sends the
 * borrower where the application stands): never "please try again". Answers whether the
 * refusal was that one.
 */
export function useMovedOnElsewhere(appUuid: string, onDone: () => void) {
  const toasts = useToasts()
  const queryClient = useQueryClient()
  return (error: unknown): boolean => {
    if (!isConflict(error)) return false
    toasts.show(DISBURSEMENT_MOVED_ON_NOTICE)
    void queryClient
      .invalidateQueries({ queryKey: applicationKeys.detail(appUuid), refetchType: 'all' })
      .finally(onDone)
    return true
  }
}

/** A refusal the page shows as its own error: any but the out-of-step one above. */
export function isSaveFailure(error: unknown): boolean {
  return error !== null && !isConflict(error)
}
