import type { ApplicationState } from '@contract/common'

/**
 * The states in which the application's pages are live (core-journey §2, §4), as their routes
 * say them (`staticData.liveIn`). Apart from the rule that reads them (live-pages.ts), so that
 * the routes, which every first load holds, carry the lists and not the routing table.
 */

/** Where a page is live: in these states, or in every state (not guarded by state). */
export type LiveIn = readonly ApplicationState[] | 'every state'

/** The checklist's states (§4): its steps and the pages they open are live in these. */
export const FINAL_STEPS_STATES = [
  'KYC_VERIFY',
  'FINAL_STEPS',
  'SIGN_DOCS',
  'WAITING_FOR_COLLATERAL',
  'PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER',
] as const satisfies readonly ApplicationState[]

/**
 * The complete page's states: those §4 sends to it; and it follows the collateral sent, before
 * it arrives, while a renewal comes straight from its agreements and may read SIGN_DOCS a moment
 * (the page checks that it is one).
 */
export const COMPLETE_PAGE_STATES = [
  'FUNDABLE',
  'COMPLETE',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
  'CRYPTO_FUNDING_VERIFY',
  'WAITING_FOR_COLLATERAL',
  'SIGN_DOCS',
] as const satisfies readonly ApplicationState[]
