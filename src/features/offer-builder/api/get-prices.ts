import { queryOptions } from '@tanstack/react-query'
import type { Residence } from '@/api/contract/common'
import { getPrices } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'
import { referenceKeys } from '@/api/query-keys'

/** Coin prices and minimum quantities move slowly; the spec caches them for 5 minutes. */
export const PRICES_STALE_TIME_MS = 5 * 60 * 1000

export function pricesQueryOptions(http: HttpClient, orgCode: string, residence: Residence) {
  return queryOptions({
    queryKey: referenceKeys.prices(orgCode, residence),
    queryFn: ({ signal }) => http.call(getPrices, { query: { orgCode }, body: residence, signal }),
    staleTime: PRICES_STALE_TIME_MS,
    gcTime: PRICES_STALE_TIME_MS,
  })
}
