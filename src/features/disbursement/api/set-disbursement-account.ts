import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FinalStepsDashboard } from '@/api/contract/borrowers'
import {
  type ManualBankAccount,
  setLinkedDisbursementAccount,
  setManualDisbursementAccount,
  setUsdcDisbursementAddress,
} from '@/api/contract/disbursement'
import type { HttpClient } from '@/api/http-client'
import { optimisticChange } from '@/api/optimistic-change'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { withDisbursementCompleted } from '@/domain/disbursement'

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
