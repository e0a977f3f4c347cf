import { meridian } from '@fixtures/organisations'
import { internationalMicroDeposit } from './collateral'
import { CHECKLIST_HEADING, DETAILS_HEADING } from './replay-parts'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, danaWithDetails, renewalOf } from './story-parts'

/**
 * Stories of the shell and of the error catalogue: a refused sign-in, a state the lender does
 * not serve, and the messages of core-journey.md §8 that a borrower reads on screen. Each replay
 * checks the message word for word.
 */

const MERIDIAN_PHONE = meridian.supportPhone

/** A sign-in lasts 8 hours on the simulated clock; a minute more and it is refused. */
const PAST_THE_SIGN_IN_MS = 8 * 60 * 60 * 1_000 + 60_000

export const sessionExpired = defineScenario({
  name: 'session-expired',
  description:
    'Dana renews her loan and types a top-up; after the clock jump her sign-in has expired, so when she continues the lender refuses it (401): she signs in again and comes back to the renewal with her top-up still there.',
  world: { borrower: danaWithDetails, applications: [renewalOf(0.5)] },
  clockJumps: [{ label: 'The sign-in expires (8 hours)', advanceMs: PAST_THE_SIGN_IN_MS }],
  replay: {
    steps: [
      { kind: 'expectHeading', name: 'Renew your loan' },
      { kind: 'fill', label: 'Top-up amount (optional)', value: '0.35' },
      { kind: 'expectText', text: '0.8500 BTC', note: 'the collateral after the top-up' },
      { kind: 'advanceClock', ms: PAST_THE_SIGN_IN_MS, note: 'the sign-in expires' },
      { kind: 'click', role: 'button', name: 'Continue', note: 'the sign-in is refused' },
      { kind: 'expectHeading', name: 'Sign in' },
      { kind: 'click', role: 'button', name: 'Continue as Dana Whitfield' },
      { kind: 'expectHeading', name: 'Renew your loan' },
      { kind: 'expectText', text: '0.8500 BTC', note: 'the top-up typed before is kept' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
    ],
  },
})

export const stateNotServiced = defineScenario({
  name: 'state-not-serviced',
  description:
    'A visitor living in Texas, where the lender does not lend: residency says so and offers the waitlist instead of Continue.',
  world: { borrower: null },
  replay: {
    path: 'residency',
    steps: [
      { kind: 'expectHeading', name: 'Where do you live?' },
      { kind: 'select', label: 'State of residence', option: 'Texas' },
      { kind: 'expectText', text: 'This state is currently not being serviced' },
      { kind: 'expectText', text: 'Join Waitlist' },
    ],
  },
})

export const detailsAddressMismatch = defineScenario({
  name: 'details-address-mismatch',
  description:
    'Dana at the details form with her home address on file; typing another city makes it a second address, which the form refuses with a call to support.',
  world: { borrower: danaWithDetails, applications: [caApplicationAt('BORROWER_DETAILS')] },
  replay: {
    steps: [
      { kind: 'expectHeading', name: DETAILS_HEADING },
      { kind: 'fill', label: 'City', value: 'Oakland' },
      {
        kind: 'expectText',
        text: `You've entered multiple addresses. Please contact customer support at ${MERIDIAN_PHONE}.`,
      },
    ],
  },
})

export const offerCollateralWarnings = defineScenario({
  name: 'offer-collateral-warnings',
  description:
    'A visitor in California on the offer builder: too little collateral for the cash asked, then far more collateral than a small loan needs; each shows its warning.',
  world: { borrower: null },
  replay: {
    path: 'start?state=CA',
    steps: [
      { kind: 'fill', label: 'Collateral amount', value: '0.1' },
      { kind: 'fill', label: 'Cash to borrow', value: '25,000' },
      {
        kind: 'expectText',
        text: 'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
      },
      { kind: 'fill', label: 'Collateral amount', value: '10' },
      { kind: 'fill', label: 'Cash to borrow', value: '10,000' },
      {
        kind: 'expectText',
        text: 'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
      },
    ],
  },
})

export const microDepositVerifyFails = defineScenario({
  name: 'micro-deposit-verify-fails',
  description:
    'Harborline brand, a borrower in Germany confirming the test USDC amount; the first confirmation fails (503): the button reads Error, then Continue again, and a retry verifies the wallet and the lender releases the loan.',
  // Lena's test amount waits to be confirmed, as in international-micro-deposit.
  world: internationalMicroDeposit.world,
  faults: [{ endpoint: 'confirmUsdcMicroDeposit', status: 503, times: 1 }],
  replay: {
    steps: [
      { kind: 'click', role: 'button', name: 'Verify' },
      { kind: 'check', label: 'I have received the test collateral amount.' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectText', text: 'Error', note: 'for 1.5 s' },
      { kind: 'click', role: 'button', name: 'Continue', note: 'back to Continue, tried again' },
      {
        kind: 'expectHeading',
        name: 'Your funds have been disbursed',
        note: 'the lender releases the USDC to the verified wallet',
      },
    ],
  },
})

export const shellAndErrorScenarios = [
  sessionExpired,
  stateNotServiced,
  detailsAddressMismatch,
  offerCollateralWarnings,
  microDepositVerifyFails,
] as const satisfies readonly Scenario[]
