import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import { getRates, type RatesRequest } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'
import { referenceKeys } from '@/api/query-keys'

export function ratesQueryOptions(http: HttpClient, orgCode: string, request: RatesRequest | null) {
  return queryOptions({
    queryKey: referenceKeys.rates(orgCode, request),
    queryFn:
      request !== null
        ? ({ signal }) => http.call(getRates, { query: { orgCode }, body: request, signal })
        : skipToken,
    // The table keeps its last rows while new ones load, so it does not jump.
    placeholderData: keepPreviousData,
  })
}
