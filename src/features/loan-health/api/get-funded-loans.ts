import { queryOptions } from '@tanstack/react-query'
import { listFundedLoans } from '@/api/contract/servicing'
import type { HttpClient } from '@/api/http-client'
import { servicingKeys } from '@/api/query-keys'

/**
 * How often the open dashboard asks again while a margin call runs, so its countdown and a cure
 * show without a reload (core-journey §9 polls the state every 2 s; loan health moves slower).
 */
export const MARGIN_CALL_POLL_MS = 5_000
/** Otherwise prices move slowly enough that a minute is soon enough to see a new line reached. */
export const QUIET_POLL_MS = 60_000

export function fundedLoansQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: servicingKeys.fundedLoans(),
    queryFn: ({ signal }) => http.call(listFundedLoans, { signal }),
    refetchInterval: (query) =>
      query.state.data?.loans.some((loan) => loan.marginCall && !loan.liquidatedAt)
        ? MARGIN_CALL_POLL_MS
        : QUIET_POLL_MS,
  })
}
