import { confirmUsdcMicroDeposit } from '@contract/disbursement'
import { useMutation } from '@tanstack/react-query'
import { useServices } from '@/api/services-context'

/** The borrower confirms the lender's test USDC amount reached their wallet. */
export function useConfirmUsdcMicroDeposit(appUuid: string) {
  const { http } = useServices()
  return useMutation({
    mutationFn: () => http.call(confirmUsdcMicroDeposit, { params: { uuid: appUuid } }),
  })
}
