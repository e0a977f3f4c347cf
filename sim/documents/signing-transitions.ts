import { isNewLoan, isRenewal } from '../core/application-kind'
import type { RowGuard, TransitionRow } from '../core/transition-row'

/**
 * Signing's rows of the transition table (core-journey §4). Signing the last loan document: a
 * new loan, or a renewal that still owes collateral, waits for the collateral; a renewal owing
 * none goes on to funding.
 */

export type SigningEvent = 'agreementsSigned'

declare module '../core/transition-row' {
  interface AreaEvents {
    documents: SigningEvent
  }
}

/** A renewal still owes collateral when a top-up or the collateral due is above zero. */
const owesCollateral: RowGuard = (application) =>
  (application.collateral?.remainingCoinAmountDue.coinQuantity ?? 0) > 0 ||
  (application.rollForwardLoanDetails?.remainingTopUpAmount.coinQuantity ?? 0) > 0

export const signingTransitions: readonly TransitionRow<SigningEvent>[] = [
  {
    from: ['SIGN_DOCS'],
    on: 'agreementsSigned',
    when: (application) => isNewLoan(application) || owesCollateral(application),
    to: { state: 'WAITING_FOR_COLLATERAL', stage: 'PROCESSING', waitsFor: 'next-steps' },
  },
  {
    from: ['SIGN_DOCS'],
    on: 'agreementsSigned',
    when: (application) => isRenewal(application) && !owesCollateral(application),
    to: { state: 'FUNDABLE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
]
