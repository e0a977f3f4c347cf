import { queryOptions } from '@tanstack/react-query'
import { getSelectedOffer } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** The chosen offer: its state is the one the home address must be in. */
export function selectedOfferQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.selectedOffer(appUuid),
    queryFn: ({ signal }) => http.call(getSelectedOffer, { params: { uuid: appUuid }, signal }),
  })
}
