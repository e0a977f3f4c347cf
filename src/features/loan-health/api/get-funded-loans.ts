import { queryOptions } from '@tanstack/react-query'
import { listFundedLoans } from '@/api/contract/servicing'
import type { HttpClient } from '@/api/http-client'
import { servicingKeys } from '@/api/query-keys'

/**
 * How often the dashboard asks again while it is open, so a price move, a margin call or a cure
 * shows without a reload (core-journey §9 polls the state every 2 s; loan health moves slower).
 */
export const FUNDED_LOANS_POLL_MS = 5_000

export function fundedLoansQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: servicingKeys.fundedLoans(),
    queryFn: ({ signal }) => http.call(listFundedLoans, { signal }),
    refetchInterval: FUNDED_LOANS_POLL_MS,
  })
}
