import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getRates, type RatesRequest } from '@/api/contract/pricing'
import type { HttpClient } from '@/api/http-client'

export function ratesQueryOptions(http: HttpClient, orgCode: string, request: RatesRequest | null) {
  return queryOptions({
    queryKey: ['rates', orgCode, request],
    queryFn: ({ signal }) =>
      http.call(getRates, { query: { orgCode }, body: request as RatesRequest, signal }),
    enabled: request !== null,
    // The table keeps its last rows while new ones load, so it does not jump.
    placeholderData: keepPreviousData,
  })
}
