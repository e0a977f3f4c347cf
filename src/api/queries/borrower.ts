import { type BankLinkItem, listBankLinkItems } from '@contract/bank-link'
import { getLoanStatus, getProfile } from '@contract/profile'
import { calculateRefinanceCollateral, listRefinanceApplications } from '@contract/refinance'
import { listFundedLoans } from '@contract/servicing'
import { queryOptions } from '@tanstack/react-query'
import { httpOf } from '@/api/bound-services'
import { bankLinkKeys, profileKeys, refinanceKeys, servicingKeys } from '@/api/query-keys'
import { BANK_LINK_POLL_MS } from '@/domain/disbursement'
import {
  CALCULATION_POLL_MS,
  CALCULATION_POLL_UPDATES,
  REFINANCE_POLL_MS,
  refinanceMovesOnItsOwn,
} from '@/domain/refinance'

/**
 * The signed-in borrower's reads outside one application: the profile, linked banks, funded
 * loans at the servicer, refinance applications and a refinance top-up's calculation. Each read
 * is defined here once (docs/architecture.md, "A read").
 */

/** The borrower's profile: what is already known prefills the form (hasSsn, home address). */
export function borrowerProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.borrower(),
    queryFn: ({ signal, client }) => httpOf(client).call(getProfile, { signal }),
    staleTime: 0,
  })
}

/** Statuses the bank is still working on: the list shows a loader and keeps asking. */
const PENDING_STATUSES: readonly BankLinkItem['status'][] = [
  'PENDING',
  'PENDING_VERIFICATION',
  'UPDATING',
]

export function isPendingItem(item: BankLinkItem): boolean {
  return PENDING_STATUSES.includes(item.status)
}

/** The borrower's linked banks, asked again every 3 s while one is pending (§4). */
export function bankLinkItemsQueryOptions() {
  return queryOptions({
    queryKey: bankLinkKeys.items(),
    queryFn: ({ signal, client }) => httpOf(client).call(listBankLinkItems, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isPendingItem) ? BANK_LINK_POLL_MS : false),
  })
}

/**
 * How often the open dashboard asks again while a margin call runs, so its countdown and a cure
 * show without a reload (core-journey §9 polls the state every 2 s; loan health moves slower).
 */
export const MARGIN_CALL_POLL_MS = 5_000

/** Otherwise prices move slowly enough that a minute is soon enough to see a new line reached. */
export const QUIET_POLL_MS = 60_000

export function fundedLoansQueryOptions() {
  return queryOptions({
    queryKey: servicingKeys.fundedLoans(),
    queryFn: ({ signal, client }) => httpOf(client).call(listFundedLoans, { signal }),
    refetchInterval: (query) =>
      query.state.data?.loans.some((loan) => loan.marginCall && !loan.liquidatedAt)
        ? MARGIN_CALL_POLL_MS
        : QUIET_POLL_MS,
  })
}

/**
 * The signed-in borrower's loans at the servicer, each saying whether it is serviced through the
 * mobile app (core-journey.md §3, §7). Read where the journey decides between web and app.
 */
export function loanStatusQueryOptions() {
  return queryOptions({
    queryKey: servicingKeys.loanStatus(),
    queryFn: ({ signal, client }) => httpOf(client).call(getLoanStatus, { signal }),
    staleTime: 60_000,
  })
}

/**
 * The signed-in borrower's refinance applications (refinance-release-shell §7). While one
 * waits on the lender (a top-up on its way, the collateral transfer), asked again every 2 s.
 */
export function refinanceApplicationsQueryOptions(identityUuid: string) {
  return queryOptions({
    queryKey: refinanceKeys.list(identityUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client)
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

/**
 * The top-up calculation of the chosen offer (refinance-release-shell §4, §9): asked every
 * 500 ms, up to 5 updates after the first answer, so the deposit address and what is still
 * due come in without a reload.
 */
export function topUpCalculationQueryOptions(appUuid: string, offerUuid: string) {
  return queryOptions({
    queryKey: refinanceKeys.calculation(appUuid, offerUuid),
    queryFn: ({ signal, client }) =>
      httpOf(client).call(calculateRefinanceCollateral, {
        params: { appUuid },
        body: { offerUuid },
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.dataUpdateCount <= CALCULATION_POLL_UPDATES
        ? CALCULATION_POLL_MS
        : false,
  })
}
