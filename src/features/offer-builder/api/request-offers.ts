import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import { type OffersRequest, requestOffers } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

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
    queryKey: applicationKeys.offers(appUuid, request),
    queryFn:
      appUuid !== undefined && request !== null
        ? ({ signal }) =>
            http.call(requestOffers, { params: { uuid: appUuid }, body: request, signal })
        : skipToken,
    placeholderData: keepPreviousData,
  })
}
