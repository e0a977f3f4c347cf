import { startChecklistTask } from './checklist-steps'
import {
  buildOffer,
  CHECKLIST_HEADING,
  confirmCollateralSent,
  enterBankAccountByHand,
  giveBerlinDetails,
  giveCaliforniaDetails,
  signAgreements,
  verifyIdentity,
} from './replay-parts'
import type { ReplayStep } from './replay-steps'
import type { Scenario } from './scenario'

/** Whole journeys, from the offer builder to the funded loan, where every decision goes well. */

const SECOND = 1_000
const MINUTE = 60 * SECOND

/** The lender's decisions of a whole journey: every one goes well, 1 BTC arrives 10 minutes in. */
const everythingGoesWell = {
  decisions: {
    softCredit: 'APPROVED',
    kyc: 'APPROVED',
    collateralArrivals: [{ afterMs: 10 * MINUTE, coinQuantity: 1 }],
    release: 'SUCCESS',
  },
  clockJumps: [{ label: 'Collateral arrives (10 minutes)', advanceMs: 10 * MINUTE }],
} as const satisfies Pick<Scenario, 'decisions' | 'clockJumps'>

/** Where each journey ends: the complete page with the funds disbursed. */
const fundsDisbursed: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: 'Your funds have been disbursed' },
  { kind: 'expectText', text: 'Funds Disbursed (done)' },
]

export const usHappyPath: Scenario = {
  name: 'us-happy-path',
  description:
    'A visitor in California builds an offer and goes all the way: sign-in, details, ID, a bank account entered by hand, the agreements, the collateral and the funds disbursed.',
  world: { borrower: null },
  ...everythingGoesWell,
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
      ...fundsDisbursed,
    ],
  },
}

export const internationalHappyPath: Scenario = {
  name: 'international-happy-path',
  description:
    'A visitor in Germany, under a brand that lends abroad, goes all the way: residency, the offer with the 1.5 % fee, a passport, a USDC wallet, the agreements, the collateral, the test amount confirmed and the funds disbursed.',
  world: { organisation: 'HARBORLINE', borrower: null },
  ...everythingGoesWell,
  replay: {
    path: 'residency',
    steps: [
      { kind: 'check', label: 'International' },
      { kind: 'select', label: 'Country of residence', option: 'Germany' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectPath', endsWith: '/start' },
      ...buildOffer({ collateral: '1', cash: '25,000', loanAmount: '$25,375' }),
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectHeading', name: 'Your application is saved' },
      { kind: 'click', role: 'link', name: 'Login', note: 'the simulated sign-in page' },
      { kind: 'fill', label: 'Another email', value: 'lena.hoffmann@example.com' },
      { kind: 'click', role: 'button', name: 'Sign in with this email' },
      ...giveBerlinDetails,
      { kind: 'advanceClock', ms: 2 * SECOND, note: 'the soft credit pull' },
      ...startChecklistTask('Verify Identity'),
      { kind: 'expectPath', endsWith: '/identity' },
      { kind: 'reload' },
      { kind: 'expectText', text: 'Passport', note: 'the passport given with the details' },
      { kind: 'upload' },
      { kind: 'click', role: 'button', name: 'Upload' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'advanceClock', ms: 10 * SECOND, note: 'the identity check' },
      { kind: 'click', role: 'button', name: 'Start Disbursement Account' },
      { kind: 'expectPath', endsWith: '/usdc-disbursement' },
      {
        kind: 'fill',
        label: 'Wallet address',
        value: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'reload' },
      ...signAgreements(3),
      ...confirmCollateralSent,
      {
        kind: 'advanceClock',
        ms: 10 * MINUTE + 10 * SECOND,
        note: 'the collateral arrives and the lender sends a test amount to the wallet',
      },
      { kind: 'expectText', text: 'Verify Disbursement Wallet' },
      { kind: 'reload' },
      { kind: 'click', role: 'button', name: 'Verify' },
      { kind: 'check', label: 'I have received the test collateral amount.' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'advanceClock', ms: 10 * SECOND, note: 'the lender releases the loan' },
      ...fundsDisbursed,
    ],
  },
}
