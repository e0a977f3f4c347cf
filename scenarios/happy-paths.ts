import {
  buildOffer,
  CHECKLIST_HEADING,
  confirmCollateralSent,
  enterBankAccountByHand,
  giveCaliforniaDetails,
  signAgreements,
  verifyIdentity,
} from './replay-parts'
import type { Scenario } from './scenario'

/** Whole journeys, from the offer builder to the funded loan, where every decision goes well. */

const SECOND = 1_000
const MINUTE = 60 * SECOND

export const usHappyPath: Scenario = {
  name: 'us-happy-path',
  description:
    'A visitor in California builds an offer and goes all the way: sign-in, details, ID, a bank account entered by hand, the agreements, the collateral and the funds disbursed.',
  world: { borrower: null },
  decisions: {
    softCredit: 'APPROVED',
    kyc: 'APPROVED',
    collateralArrivals: [{ afterMs: 10 * MINUTE, coinQuantity: 1 }],
    release: 'SUCCESS',
  },
  clockJumps: [{ label: 'Collateral arrives (10 minutes)', advanceMs: 10 * MINUTE }],
  replay: {
    path: 'start?state=CA',
    steps: [
      ...buildOffer({ collateral: '1', cash: '25,000', loanAmount: '$25,250' }),
      { kind: 'click', role: 'button', name: 'Continue' },
      // The application's own Login, not the header's: the header's returns to the offer builder.
      { kind: 'expectHeading', name: 'Your application is saved' },
      { kind: 'click', role: 'link', name: 'Login', note: 'the simulated sign-in page' },
      { kind: 'fill', label: 'Another email', value: 'sam.rivera@example.com' },
      { kind: 'click', role: 'button', name: 'Sign in with this email' },
      ...giveCaliforniaDetails,
      { kind: 'advanceClock', ms: 2 * SECOND, note: 'the soft credit pull' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'reload' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      ...verifyIdentity,
      { kind: 'advanceClock', ms: 10 * SECOND, note: 'the identity check' },
      ...enterBankAccountByHand,
      { kind: 'reload' },
      ...signAgreements(3),
      ...confirmCollateralSent,
      { kind: 'reload' },
      { kind: 'expectHeading', name: 'Your application is complete' },
      // Past the deposit and the lender's four funding steps (2 s each), so the jump ends funded.
      {
        kind: 'advanceClock',
        ms: 10 * MINUTE + 10 * SECOND,
        note: 'the collateral arrives and the lender funds the loan',
      },
      { kind: 'expectHeading', name: 'Your funds have been disbursed' },
      { kind: 'expectText', text: 'Funds Disbursed (done)' },
    ],
  },
}
