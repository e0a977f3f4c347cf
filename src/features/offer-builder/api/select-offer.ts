import { selectOffer, selectOfferSecure } from '@contract/pricing'
import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { useServices } from '@/api/services-context'

interface Selection {
  appUuid: string
  offerUuid: string
}

/**
 * Saves the borrower's choice of offer: signed in, through the secure call (which also makes them
 * the application's borrower); signed out, through the insecure one.
 */
export function useSelectOffer(
  options: Pick<UseMutationOptions<unknown, Error, Selection>, 'onSuccess' | 'onError'>,
) {
  const { http, token } = useServices()
  return useMutation({
    mutationFn: ({ appUuid, offerUuid }: Selection) =>
      http.call(token.get() ? selectOfferSecure : selectOffer, {
        params: { uuid: appUuid },
        body: { offerUuid },
      }),
    ...options,
  })
}
