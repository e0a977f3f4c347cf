import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type OffersRequest, requestOffers } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'

/**
 * Offers for one set of inputs. A query rather than a mutation: the same inputs give the same
 * offers, and the cache lets the borrower step back to an earlier amount without a new call.
 */
export function offersQueryOptions(
  http: HttpClient,
  appUuid: string | undefined,
  request: OffersRequest | null,
) {
  return queryOptions({
    queryKey: ['offers', appUuid, request],
    queryFn: ({ signal }) =>
      http.call(requestOffers, {
        params: { uuid: appUuid as string },
        body: request as OffersRequest,
        signal,
      }),
    enabled: appUuid !== undefined && request !== null,
    placeholderData: keepPreviousData,
  })
}
