import { useMutation } from '@tanstack/react-query'
import { selectOffer } from '@/api/contract/pricing'
import { useServices } from '@/api/services-context'

export function useSelectOffer() {
  const { http } = useServices()
  return useMutation({
    mutationFn: ({ appUuid, offerUuid }: { appUuid: string; offerUuid: string }) =>
      http.call(selectOffer, { params: { uuid: appUuid }, body: { offerUuid } }),
  })
}
