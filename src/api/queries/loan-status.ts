import { queryOptions } from '@tanstack/react-query'
import { getLoanStatus } from '@/api/contract/profile'
import type { HttpClient } from '@/api/http-client'
import { servicingKeys } from '@/api/query-keys'

/**
 * The signed-in borrower's loans at the servicer, each saying whether it is serviced through the
 * mobile app (core-journey.md §3, §7). Read where the journey decides between web and app.
 */
export function loanStatusQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: servicingKeys.loanStatus(),
    queryFn: ({ signal }) => http.call(getLoanStatus, { signal }),
    staleTime: 60_000,
  })
}
