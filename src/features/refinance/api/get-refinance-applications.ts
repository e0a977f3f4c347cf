import { queryOptions } from '@tanstack/react-query'
import { listRefinanceApplications } from '@/api/contract/refinance'
import type { HttpClient } from '@/api/http-client'
import { refinanceKeys } from '@/api/query-keys'
import { REFINANCE_POLL_MS, refinanceMovesOnItsOwn } from '@/domain/refinance'

/**
 * The signed-in borrower's refinance applications (refinance-release-shell §7). While one
 * waits on the lender (a top-up on its way, the collateral transfer), asked again every 2 s.
 */
export function refinanceApplicationsQueryOptions(http: HttpClient, identityUuid: string) {
  return queryOptions({
    queryKey: refinanceKeys.list(identityUuid),
    queryFn: ({ signal }) =>
      http
        .call(listRefinanceApplications, { params: { identityUuid }, signal })
        .then((answer) => answer.applications),
    staleTime: 0,
    // Each visit reads where the applications stand now.
    refetchOnMount: true,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data?.some(refinanceMovesOnItsOwn)
        ? REFINANCE_POLL_MS
        : false,
  })
}
