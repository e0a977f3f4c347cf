import { queryOptions } from '@tanstack/react-query'
import { getValidStates } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'
import { referenceKeys } from '@/api/query-keys'

/** US states with their rate flag; reference data, kept for the session. */
export function validStatesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: referenceKeys.validStates(),
    queryFn: ({ signal }) => http.call(getValidStates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
