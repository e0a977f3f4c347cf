import { queryOptions } from '@tanstack/react-query'
import { getValidCountries } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'

export function validCountriesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['reference', 'valid-countries'],
    queryFn: ({ signal }) => http.call(getValidCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
