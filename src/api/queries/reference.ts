import { queryOptions } from '@tanstack/react-query'
import { getValidCountries, getValidStates } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'
import { referenceKeys } from '@/api/query-keys'

/** US states with their rate flag and loan limits; reference data, kept for the session. */
export function validStatesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: referenceKeys.validStates(),
    queryFn: ({ signal }) => http.call(getValidStates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Countries the lender lends in, for residency and the international borrower's citizenship. */
export function validCountriesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: referenceKeys.validCountries(),
    queryFn: ({ signal }) => http.call(getValidCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
