import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { selectOffer } from '@/api/contract/pricing'
import { useServices } from '@/api/services-context'

interface Selection {
  appUuid: string
  offerUuid: string
}

/** Saves the borrower's choice of offer (insecure while the application has no borrower yet). */
export function useSelectOffer(
  options: Pick<UseMutationOptions<unknown, Error, Selection>, 'onSuccess' | 'onError'>,
) {
  const { http } = useServices()
  return useMutation({
    mutationFn: ({ appUuid, offerUuid }: Selection) =>
      http.call(selectOffer, { params: { uuid: appUuid }, body: { offerUuid } }),
    ...options,
  })
}
