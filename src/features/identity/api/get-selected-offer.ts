import { queryOptions } from '@tanstack/react-query'
import { getSelectedOffer } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** The chosen offer; a country other than the US makes the borrower international. */
export function selectedOfferQueryOptions(http: HttpClient, appUuid: string) {
  return queryOptions({
    queryKey: applicationKeys.selectedOffer(appUuid),
    queryFn: ({ signal }) => http.call(getSelectedOffer, { params: { uuid: appUuid }, signal }),
    staleTime: 60_000,
  })
}

export function isInternationalCountry(countryCode: string | null): boolean {
  return countryCode !== null && countryCode.toUpperCase() !== 'US'
}
