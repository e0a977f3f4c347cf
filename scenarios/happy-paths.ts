import { CHECKLIST_HEADING, giveCaliforniaDetails } from './replay-parts'
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
      { kind: 'click', role: 'radio', name: 'Bitcoin (BTC)' },
      { kind: 'fill', label: 'Collateral amount', value: '1' },
      { kind: 'fill', label: 'Cash to borrow', value: '25,000' },
      { kind: 'expectText', text: '$25,250', note: 'the offer is priced' },
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
      { kind: 'click', role: 'button', name: 'Start Verify Identity' },
      { kind: 'expectPath', endsWith: '/identity' },
      { kind: 'select', label: 'ID type', option: "Driver's license" },
      { kind: 'upload' },
      { kind: 'click', role: 'button', name: 'Upload' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'advanceClock', ms: 10 * SECOND, note: 'the identity check' },
      { kind: 'click', role: 'button', name: 'Start Disbursement Account' },
      { kind: 'expectHeading', name: 'Disbursement account' },
      { kind: 'click', role: 'button', name: 'Manually Enter Information' },
      { kind: 'expectPath', endsWith: '/disbursement/manually-link' },
      { kind: 'fill', label: 'Routing number', value: '021000021' },
      { kind: 'fill', label: 'Account number', value: '000123456789' },
      { kind: 'fill', label: 'First name', value: 'Sam' },
      { kind: 'fill', label: 'Last name', value: 'Rivera' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'click', role: 'button', name: 'Confirm' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'reload' },
      { kind: 'click', role: 'button', name: 'Start Review Agreements' },
      { kind: 'expectPath', endsWith: '/disclosures' },
      { kind: 'expectText', text: 'Document 1 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectText', text: 'Document 2 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectText', text: 'Document 3 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'click', role: 'button', name: 'Start Post Collateral' },
      { kind: 'expectHeading', name: 'Post your collateral' },
      { kind: 'check', label: 'Self-Hosted' },
      { kind: 'check', label: 'I have sent' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectHeading', name: 'Your application is complete' },
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
