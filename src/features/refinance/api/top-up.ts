import {
  confirmCollateralMicroDeposit,
  setSourceWalletType,
  type WalletType,
} from '@contract/collateral'
import { confirmRefinanceTopUp, type RefinanceApplication } from '@contract/refinance'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationKeys, refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { stateAfterTopUpConfirmed } from '@/domain/refinance'
import { changeListedApplication } from './optimistic-list'

/** The optional verification: the borrower opts in to send a small amount first. */
export function useOptInToTopUpVerification(appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => http.call(confirmCollateralMicroDeposit, { params: { uuid: appUuid } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: applicationKeys.collateral(appUuid),
      }),
  })
}

/** The wallet type was not saved: nothing was confirmed, the borrower may try again. */
export class WalletTypeNotSaved extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The wallet type was not saved', options)
    this.name = 'WalletTypeNotSaved'
  }
}

/**
 * The borrower says the top-up was sent (§2, §4): the wallet type first, then the
 * confirmation. The application moves to SIGN_DOCS at once unless it waits for the top-up; on
 * failure the earlier list is put back (and, when the confirmation failed, the screen goes
 * back).
 */
export function useConfirmTopUp(identityUuid: string | undefined, appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const key = refinanceKeys.list(identityUuid ?? '')
  return useMutation({
    mutationFn: async (walletType: WalletType) => {
      try {
        await http.call(setSourceWalletType, { params: { uuid: appUuid }, body: walletType })
      } catch (cause) {
        throw new WalletTypeNotSaved({ cause })
      }
      await http.call(confirmRefinanceTopUp, { params: { appUuid } })
    },
    onMutate: async () => {
      return changeListedApplication(queryClient, key, appUuid, (application) => ({
        ...application,
        state: stateAfterTopUpConfirmed(application.state) as RefinanceApplication['state'],
      }))
    },
    onError: (_error, _input, context) => {
      if (context?.earlier) queryClient.setQueryData(key, context.earlier)
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  })
}
