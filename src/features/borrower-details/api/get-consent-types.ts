import { queryOptions } from '@tanstack/react-query'
import { getConsentTypes } from '@/api/contract/profile'
import type { HttpClient } from '@/api/http-client'
import { profileKeys } from '@/api/query-keys'

/** The consent types and their current versions, sent back with the borrower's choices. */
export function consentTypesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.consentTypes(),
    queryFn: ({ signal }) => http.call(getConsentTypes, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
