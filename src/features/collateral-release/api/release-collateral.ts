import { releaseCollateral } from '@contract/collateral'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'

/**
 * Sends the return address. Whatever the answer, the collateral and the application (its
 * settled collateral, its stage) are read again, as the lender may have recorded the request.
 */
export function useReleaseCollateral(appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (returnAddress: string) =>
      http.call(releaseCollateral, { params: { uuid: appUuid }, body: { returnAddress } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(appUuid) }),
  })
}
