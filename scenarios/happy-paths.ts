import {
  buildOffer,
  CHECKLIST_HEADING,
  confirmCollateralSent,
  DETAILS_HEADING,
  enterBankAccountByHand,
  giveCaliforniaDetails,
  signAgreements,
  verifyIdentity,
} from './replay-parts'
import type { ReplayStep } from './replay-steps'
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

/** The international details form for a borrower in Berlin with a passport, agreed to. */
const giveBerlinDetails: ReplayStep[] = [
  { kind: 'expectHeading', name: DETAILS_HEADING },
  { kind: 'fill', label: 'Date of birth', value: '09/21/1989' },
  { kind: 'select', label: 'Country of citizenship', option: 'Germany' },
  { kind: 'select', label: 'ID type', option: 'Passport Number' },
  { kind: 'fill', label: 'Passport Number', value: 'C01X00T47' },
  { kind: 'select', label: 'Source of income', option: 'Employment' },
  { kind: 'fill', label: 'Street address', value: 'Torstrasse 140' },
  { kind: 'click', role: 'option', name: 'My address is not listed' },
  { kind: 'fill', label: 'City', value: 'Berlin' },
  { kind: 'fill', label: 'State, province or region', value: 'Berlin' },
  { kind: 'fill', label: 'Postal code', value: '10119' },
  { kind: 'fill', label: 'Phone number', value: '+49 30 901820' },
  { kind: 'check', label: 'electronically' },
  { kind: 'check', label: 'I agree to the' },
  { kind: 'click', role: 'button', name: 'I agree' },
]

export const internationalHappyPath: Scenario = {
  name: 'international-happy-path',
  description:
    'A visitor in Germany, under a brand that lends abroad, goes all the way: residency, the offer with the 1.5 % fee, a passport, a USDC wallet, the agreements, the collateral, the test amount confirmed and the funds disbursed.',
  world: { organisation: 'HARBORLINE', borrower: null },
  decisions: {
    softCredit: 'APPROVED',
    kyc: 'APPROVED',
    collateralArrivals: [{ afterMs: 10 * MINUTE, coinQuantity: 1 }],
    release: 'SUCCESS',
  },
  clockJumps: [{ label: 'Collateral arrives (10 minutes)', advanceMs: 10 * MINUTE }],
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
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'click', role: 'button', name: 'Start Verify Identity' },
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
      { kind: 'expectHeading', name: 'Your funds have been disbursed' },
      { kind: 'expectText', text: 'Funds Disbursed (done)' },
    ],
  },
}
