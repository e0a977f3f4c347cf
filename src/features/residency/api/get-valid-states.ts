import { queryOptions } from '@tanstack/react-query'
import { getValidStates } from '@/api/contract/reference'
import type { HttpClient } from '@/api/http-client'

/** US states with their rate flag and loan limits; reference data, kept for the session. */
export function validStatesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['reference', 'valid-states'],
    queryFn: ({ signal }) => http.call(getValidStates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
