import type { ApplicationState, ReportedApplicationState } from '@contract/common'
import { isPolledState, type NextStep, nextStepFor } from './next-step'

/**
 * Which application page is live in which state (core-journey §2, §4). An old link, a second
 * tab or Back can open a page the application has moved past: a form that would only be
 * refused. Such a visit goes where §4's routing table sends the state, by this one rule.
 *
 * Keyed by the page's first segment under /{appUuid}/ ('disbursement' covers its sub-pages).
 * A page not in the table is not guarded by state: /{appUuid} itself (it routes), and
 * /documents and /collateral-release, which stay open after funding.
 */

/** The checklist's states (§4): its steps and the pages they open are live in these. */
const FINAL_STEPS_STATES = [
  'KYC_VERIFY',
  'FINAL_STEPS',
  'SIGN_DOCS',
  'WAITING_FOR_COLLATERAL',
  'PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER',
] as const satisfies readonly ApplicationState[]

/** The states §4 sends to the complete page. */
const COMPLETE_STATES = [
  'FUNDABLE',
  'COMPLETE',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
  'CRYPTO_FUNDING_VERIFY',
] as const satisfies readonly ApplicationState[]

export const LIVE_STATES = {
  details: ['BORROWER_DETAILS'],
  renew: ['OFFER_SELECT'],
  'next-steps': FINAL_STEPS_STATES,
  identity: FINAL_STEPS_STATES,
  disbursement: FINAL_STEPS_STATES,
  'usdc-disbursement': FINAL_STEPS_STATES,
  disclosures: FINAL_STEPS_STATES,
  collateral: ['WAITING_FOR_COLLATERAL'],
  // The complete page follows the collateral sent, before it arrives; a renewal comes straight
  // from its agreements, and may read SIGN_DOCS a moment (the page checks that it is one).
  complete: [...COMPLETE_STATES, 'WAITING_FOR_COLLATERAL', 'SIGN_DOCS'],
  'credit-frozen': ['SOFT_CREDIT_FROZEN'],
  'credit-locked': ['SOFT_CREDIT_LOCKED'],
  'credit-no-match': ['SOFT_CREDIT_NO_MATCH'],
  decline: ['DECLINED'],
} as const satisfies Record<string, readonly ApplicationState[]>

export type StateGuardedPage = keyof typeof LIVE_STATES

/** The pages open in every state: the routing page itself, and what stays open after funding. */
export const OPEN_PAGES: readonly string[] = ['', 'documents', 'collateral-release']

export function isStateGuarded(page: string): page is StateGuardedPage {
  return Object.hasOwn(LIVE_STATES, page)
}

/**
 * Where a visit to `page` in `state` belongs instead: null when the page is live, or not
 * guarded by state, or while the state is about to move on by itself (the page's own polling
 * follows it); otherwise §4's destination.
 */
export function redirectFromPage(page: string, state: ReportedApplicationState): NextStep | null {
  if (!isStateGuarded(page) || isPolledState(state)) return null
  const live: readonly string[] = LIVE_STATES[page]
  return live.includes(state) ? null : nextStepFor(state)
}
