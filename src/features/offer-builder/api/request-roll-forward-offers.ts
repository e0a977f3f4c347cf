import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import { requestRollForwardOffers } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** A renewal's offers for one top-up; a query, so stepping back to a top-up asks nothing new. */
export function rollForwardOffersQueryOptions(
  http: HttpClient,
  appUuid: string,
  topUpQuantity: number | null,
) {
  return queryOptions({
    queryKey: applicationKeys.rollForwardOffers(appUuid, topUpQuantity),
    queryFn:
      topUpQuantity !== null
        ? ({ signal }) =>
            http.call(requestRollForwardOffers, {
              params: { uuid: appUuid },
              body: { topUpQuantity },
              signal,
            })
        : skipToken,
    placeholderData: keepPreviousData,
  })
}
