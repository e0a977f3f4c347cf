import { queryOptions } from '@tanstack/react-query'
import { getValidCountries } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'
import { referenceKeys } from '@/api/query-keys'

/** Countries, for the international borrower's country of citizenship. */
export function validCountriesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: referenceKeys.validCountries(),
    queryFn: ({ signal }) => http.call(getValidCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
