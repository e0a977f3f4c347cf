import { meridian } from '@fixtures/organisations'
import { CHECKLIST_HEADING } from './replay-parts'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, danaWithDetails } from './story-parts'

/**
 * Stories of the legacy sign-in at /auth/login (docs/decisions/0016): the lender's legacy
 * identity service instead of the identity broker. Dana is signed out, her application waits at
 * the final steps; opening it starts sign-in, which the feature decision sends to the legacy
 * page, and signing in brings her back to it (redirectUrl).
 */

/** Dana's demo password at Meridian's legacy identity service. */
export const LEGACY_DEMO_PASSWORD = 'meridian-demo-2025'
/** The code Dana's authenticator app shows, where two-factor is on. */
export const LEGACY_DEMO_CODE = '246810'

const LOCKED_TEXT = 'Sign-in is locked for 15 minutes after 5 wrong tries.'

type LegacyAccountSeed = NonNullable<NonNullable<Scenario['world']>['borrower']>['legacySignIn']

function legacyStory(account: LegacyAccountSeed): Pick<Scenario, 'world' | 'decisions'> {
  return {
    world: {
      borrower: { ...danaWithDetails, signedIn: false, legacySignIn: account },
      applications: [caApplicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' })],
    },
    decisions: { features: { 'identity-broker': false } },
  }
}

/** Her checklist, opened signed out: sign-in starts at once, to come back to it. */
const OPENS_AT = 'first-application/next-steps'

type ReplaySteps = NonNullable<NonNullable<Scenario['replay']>['steps']>

/** From her application, which starts sign-in, to the first try on the legacy page. */
const signInSteps = (password: string): ReplaySteps => [
  { kind: 'expectHeading', name: 'Sign in', note: 'opening her application started sign-in' },
  { kind: 'fill', label: 'Email', value: danaWithDetails.email },
  { kind: 'fill', label: 'Password', value: password },
  { kind: 'click', role: 'button', name: 'Sign in' },
]

export const legacySignIn = defineScenario({
  name: 'legacy-sign-in',
  description: `Dana signs in on the legacy page (${meridian.orgBrand.name}'s own identity service, not the broker) with her email and password "${LEGACY_DEMO_PASSWORD}"; a wrong password first is refused and keeps what she typed; then she comes back to her application's final steps.`,
  ...legacyStory({ password: LEGACY_DEMO_PASSWORD }),
  // The wrong password.
  expectedRefusals: [{ endpoint: 'legacyLogin', status: 401 }],
  replay: {
    path: OPENS_AT,
    steps: [
      ...signInSteps('not-my-password'),
      { kind: 'expectText', text: 'The email or password is not right.' },
      { kind: 'fill', label: 'Password', value: LEGACY_DEMO_PASSWORD },
      { kind: 'click', role: 'button', name: 'Sign in' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING, note: 'back at her application' },
    ],
  },
})

export const legacySignInTwoFactor = defineScenario({
  name: 'legacy-sign-in-two-factor',
  description: `Dana signs in on the legacy page with two-step verification on: after her password ("${LEGACY_DEMO_PASSWORD}") she enters the code her authenticator shows (${LEGACY_DEMO_CODE}; the demo controls show it too), then she is back at her application's final steps.`,
  ...legacyStory({ password: LEGACY_DEMO_PASSWORD, twoFactorCode: LEGACY_DEMO_CODE }),
  // The wrong code (INVALID_CODE).
  expectedRefusals: [{ endpoint: 'verifyLegacyTwoFactor', status: 400 }],
  replay: {
    path: OPENS_AT,
    steps: [
      ...signInSteps(LEGACY_DEMO_PASSWORD),
      { kind: 'expectHeading', name: 'Enter your sign-in code' },
      { kind: 'fill', label: 'Sign-in code', value: '111111' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectText', text: 'That code is not right.' },
      { kind: 'fill', label: 'Sign-in code', value: LEGACY_DEMO_CODE },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING, note: 'back at her application' },
    ],
  },
})

export const legacySignInPasswordExpired = defineScenario({
  name: 'legacy-sign-in-password-expired',
  description: `Dana's legacy password ("${LEGACY_DEMO_PASSWORD}") is right but has expired: the page says so plainly and sends her to ${meridian.orgBrand.name}'s page to set a new one; she is not signed in.`,
  ...legacyStory({ password: LEGACY_DEMO_PASSWORD, passwordExpired: true }),
  replay: {
    path: OPENS_AT,
    steps: [
      ...signInSteps(LEGACY_DEMO_PASSWORD),
      { kind: 'expectHeading', name: 'Your password has expired' },
      { kind: 'expectText', text: 'Set a new password' },
    ],
  },
})

export const legacySignInLocked = defineScenario({
  name: 'legacy-sign-in-locked',
  description: `Dana has made 4 wrong tries at the legacy page; the fifth locks sign-in for 15 minutes of the simulated clock, so even her right password ("${LEGACY_DEMO_PASSWORD}") is refused until the lock runs out; then she signs in.`,
  ...legacyStory({ password: LEGACY_DEMO_PASSWORD, failedAttempts: 4 }),
  clockJumps: [{ label: 'The lock runs out (15 minutes)', advanceMs: 15 * 60_000 }],
  // The fifth wrong try, and the right password while the lock holds.
  expectedRefusals: [{ endpoint: 'legacyLogin', status: 423 }],
  replay: {
    path: OPENS_AT,
    steps: [
      ...signInSteps('still-not-it'),
      { kind: 'expectText', text: LOCKED_TEXT, note: 'the fifth wrong try locks' },
      { kind: 'fill', label: 'Password', value: LEGACY_DEMO_PASSWORD },
      { kind: 'click', role: 'button', name: 'Sign in' },
      { kind: 'expectText', text: LOCKED_TEXT, note: 'the right password is refused too' },
      { kind: 'expectPath', endsWith: '/auth/login' },
      { kind: 'advanceClock', ms: 15 * 60_000, note: 'the lock runs out' },
      { kind: 'click', role: 'button', name: 'Sign in' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING, note: 'back at her application' },
    ],
  },
})

export const legacySignInScenarios = [
  legacySignIn,
  legacySignInTwoFactor,
  legacySignInPasswordExpired,
  legacySignInLocked,
] as const satisfies readonly Scenario[]
