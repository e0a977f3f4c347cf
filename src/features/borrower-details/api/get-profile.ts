import { queryOptions } from '@tanstack/react-query'
import { getProfile } from '@/api/contract/profile'
import type { HttpClient } from '@/api/http-client'
import { profileKeys } from '@/api/query-keys'

/** The borrower's profile: what is already known prefills the form (hasSsn, home address). */
export function borrowerProfileQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.borrower(),
    queryFn: ({ signal }) => http.call(getProfile, { signal }),
    staleTime: 0,
  })
}
