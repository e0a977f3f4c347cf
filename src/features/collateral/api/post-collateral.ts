import {
  confirmCollateralMicroDeposit,
  confirmCollateralSent,
  setSourceWalletType,
  type WalletType,
} from '@contract/collateral'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'

/** Continue: the wallet type first, then the confirmation that the collateral was sent. */
export function useConfirmCollateralSent(appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (walletType: WalletType) => {
      const params = { uuid: appUuid }
      await http.call(setSourceWalletType, { params, body: walletType })
      await http.call(confirmCollateralSent, { params })
    },
    // The checklist shows Post Collateral pending from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(appUuid) }),
  })
}

/** The optional verification: the borrower opts in to send a small amount first. */
export function useOptInToVerification(appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => http.call(confirmCollateralMicroDeposit, { params: { uuid: appUuid } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.collateral(appUuid) }),
  })
}
