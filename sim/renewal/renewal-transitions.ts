import { isRenewal } from '../core/application-kind'
import type { TransitionRow } from '../core/transition-row'

/**
 * The renewal's rows of the transition table (core-journey §4). Roll-forward (renewal)
 * applications are priced and choose in OFFER_SELECT, the renewal screen, by a borrower the
 * lender already knows: no details, soft credit or identity check again, and the loan's
 * disbursement stays where it is, so Verify Identity and Disbursement Account are NOT_REQUIRED
 * on the checklist and the borrower goes straight to review the new agreements (SIGN_DOCS, the
 * next-steps screen). Any top-up the chosen offer needs is the collateral still due, posted
 * after signing (the signing rows are the documents').
 */

export type RenewalEvent = 'offersRequested' | 'rollForwardOfferSelected'

declare module '../core/transition-row' {
  interface AreaEvents {
    renewals: RenewalEvent
  }
}

export const renewalTransitions: readonly TransitionRow<RenewalEvent>[] = [
  {
    from: ['OFFER_SELECT'],
    on: 'offersRequested',
    when: isRenewal,
    to: { state: 'OFFER_SELECT', waitsFor: 'renew' },
  },
  {
    from: ['OFFER_SELECT'],
    on: 'rollForwardOfferSelected',
    when: isRenewal,
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps', identity: 'NOT_REQUIRED' },
  },
]
