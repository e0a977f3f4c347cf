import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import { DAY_MS, type RowGuard, type TransitionRow } from '../core/transition-row'

/**
 * The refinance rows of the transition table (refinance-release-shell §3, §4, §9). A former
 * lender's loans found by a Loan ID lookup become an application in OFFER_SELECT; choosing a
 * custody-only rate above 55 % LTV asks for a top-up ({FORMER_LENDER}_TOP_UP_REQUESTED),
 * which the borrower confirms sending ({FORMER_LENDER}_WAITING_FOR_TOP_UP) and the lender
 * then receives ({FORMER_LENDER}_FULL_COLLATERAL_RECEIVED) before the disclosures (SIGN_DOCS).
 * Signing moves it to WAITING_FOR_COLLATERAL by the table's agreementsSigned row, as for any
 * new loan; the former lender's transfer of the collateral then completes it.
 *
 * A refinance application is routed by its own list, not by the next-step routing (which sends
 * it to the dashboard, core-journey §2); `waitsFor` still names what that routing says, so the
 * table stays checked against it like every other row.
 */

export type RefinanceEvent =
  | 'refinanceLoansFound'
  | 'refinanceOfferSelected'
  | 'refinanceTopUpConfirmed'
  | 'refinanceTopUpArrived'
  | 'refinanceDocumentsReady'
  | 'refinanceCollateralTransferred'
  | 'refinanceTopUpWindowClosed'

declare module '../core/transition-row' {
  interface AreaEvents {
    refinance: RefinanceEvent
  }
}

/** The top-up reaches the custodian this long after the borrower says it was sent. */
export const REFINANCE_TOP_UP_ARRIVAL_MS = 10_000
/** The lender prepares the disclosures this long after the full collateral is in. */
export const REFINANCE_DOCUMENTS_DELAY_MS = 2_000
/** The former lender's transfer of the collateral, once the disclosures are signed. */
export const REFINANCE_TRANSFER_MS = 10_000
/** §9: 14 calendar days to complete; the top-up expires with them. */
export const REFINANCE_TOP_UP_WINDOW_MS = 14 * DAY_MS

export const isRefinance: RowGuard = (application) => application[formerLenderFields.refinanceFlag]
const needsTopUp: RowGuard = (application) =>
  application.selectedOffer?.[formerLenderFields.topUpRequired] === true

export const refinanceTransitions: readonly TransitionRow<RefinanceEvent>[] = [
  {
    from: ['APP_START'],
    on: 'refinanceLoansFound',
    when: isRefinance,
    to: { state: 'OFFER_SELECT', waitsFor: 'renew' },
  },
  {
    from: ['OFFER_SELECT'],
    on: 'refinanceOfferSelected',
    when: (application) => isRefinance(application) && needsTopUp(application),
    to: { state: formerLenderStates.topUpRequested, waitsFor: 'dashboard' },
  },
  {
    from: ['OFFER_SELECT'],
    on: 'refinanceOfferSelected',
    when: (application) => isRefinance(application) && !needsTopUp(application),
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps' },
  },
  // §4: confirming the top-up moves on to SIGN_DOCS unless the top-up is still awaited.
  {
    from: [formerLenderStates.topUpRequested],
    on: 'refinanceTopUpConfirmed',
    when: isRefinance,
    to: { state: formerLenderStates.waitingForTopUp, waitsFor: 'dashboard' },
  },
  {
    from: [formerLenderStates.fullCollateralReceived],
    on: 'refinanceTopUpConfirmed',
    when: isRefinance,
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps' },
  },
  {
    from: [formerLenderStates.waitingForTopUp],
    on: 'refinanceTopUpArrived',
    afterMs: REFINANCE_TOP_UP_ARRIVAL_MS,
    when: isRefinance,
    to: { state: formerLenderStates.fullCollateralReceived, waitsFor: 'dashboard' },
  },
  {
    from: [formerLenderStates.fullCollateralReceived],
    on: 'refinanceDocumentsReady',
    afterMs: REFINANCE_DOCUMENTS_DELAY_MS,
    when: isRefinance,
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps' },
  },
  {
    from: ['WAITING_FOR_COLLATERAL'],
    on: 'refinanceCollateralTransferred',
    afterMs: REFINANCE_TRANSFER_MS,
    when: isRefinance,
    to: { state: 'COMPLETE', stage: 'FINAL', waitsFor: 'complete' },
  },
  {
    from: [formerLenderStates.topUpRequested, formerLenderStates.waitingForTopUp],
    on: 'refinanceTopUpWindowClosed',
    deadline: { startsIn: formerLenderStates.topUpRequested, afterMs: REFINANCE_TOP_UP_WINDOW_MS },
    when: isRefinance,
    to: { state: 'EXPIRED', stage: 'FINAL', waitsFor: 'dashboard' },
  },
]
