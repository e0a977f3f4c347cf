import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import { fetchRollForwardRates } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { applicationKeys } from '@/api/query-keys'

/** A renewal's rate rows for the collateral held plus one top-up. */
export function rollForwardRatesQueryOptions(
  http: HttpClient,
  organization: string,
  appUuid: string,
  topUpQuantity: number | null,
) {
  return queryOptions({
    queryKey: applicationKeys.rollForwardRates(appUuid, topUpQuantity),
    queryFn:
      topUpQuantity !== null
        ? ({ signal }) =>
            http.call(fetchRollForwardRates, {
              body: { appUuid, topUpQuantity, organization },
              signal,
            })
        : skipToken,
    // The table keeps its last rows while new ones load, so it does not jump.
    placeholderData: keepPreviousData,
  })
}
