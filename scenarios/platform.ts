import { freshUsBorrower } from './fresh-us-borrower'
import { DETAILS_HEADING } from './replay-parts'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, signedInDana } from './story-parts'

/** Stories of the platform's services: banners, the web-or-app decision, telemetry. */

const RESIDENCY_HEADING = 'Where do you live?'

type ScenarioBanner = NonNullable<NonNullable<Scenario['world']>['banners']>[number]

export const MAINTENANCE_MESSAGE =
  'Scheduled maintenance on Saturday from 2:00 to 4:00 AM ET: some pages may be briefly unavailable.'
export const RATES_MESSAGE =
  'Our loan rates were updated on March 1. See the offer page for details.'
export const DELAY_MESSAGE =
  'Collateral deposits are taking longer than usual to confirm. Your application is saved.'
export const DELAY_UPDATED_MESSAGE =
  'Collateral deposits are confirming slowly again today. Your application is saved.'

function banner(
  uuid: string,
  createdAt: string,
  variant: ScenarioBanner['variant'],
  message: string,
): ScenarioBanner {
  return {
    uuid,
    message,
    apps: ['crypto-backed-loan'],
    variant,
    active: true,
    dismissable: true,
    metadata: { createdAt, updatedAt: createdAt },
  }
}

export const bannerInfo = defineScenario({
  name: 'banner-info',
  description:
    'A visitor with no account; the hosted banner file holds two notices and the newest, on maintenance, shows above the page.',
  world: {
    borrower: null,
    banners: [
      banner(
        '3c7a1e52-0d8f-4b6a-9c1e-5f2b8a7d4e01',
        '2025-02-24T12:00:00.000Z',
        'info',
        RATES_MESSAGE,
      ),
      banner(
        '8e41b6d0-27c3-4f95-a1d8-c6e09b3f7a12',
        '2025-03-02T09:00:00.000Z',
        'info',
        MAINTENANCE_MESSAGE,
      ),
    ],
  },
  replay: {
    steps: [
      { kind: 'expectText', text: MAINTENANCE_MESSAGE, note: 'the newest banner only' },
      { kind: 'expectHeading', name: RESIDENCY_HEADING },
    ],
  },
})

export const bannerWarnUpdated = defineScenario({
  name: 'banner-warn-updated',
  description:
    'A warning banner the visitor can dismiss; an hour into the story the lender updates it, and the updated warning shows again.',
  world: {
    borrower: null,
    banners: [
      {
        ...banner(
          '5b0d93fa-6e21-4c87-b3a4-1d7f2e9c8b53',
          '2025-03-03T08:00:00.000Z',
          'warn',
          DELAY_MESSAGE,
        ),
        revision: { afterMs: 60 * 60_000, message: DELAY_UPDATED_MESSAGE },
      },
    ],
  },
  clockJumps: [{ label: 'The lender updates the banner (1 hour)', advanceMs: 60 * 60_000 }],
  replay: {
    steps: [
      { kind: 'expectText', text: DELAY_MESSAGE },
      { kind: 'click', role: 'button', name: 'Dismiss' },
      { kind: 'reload', note: 'the dismissal holds' },
      { kind: 'expectHeading', name: RESIDENCY_HEADING },
      { kind: 'advanceClock', ms: 60 * 60_000, note: 'the lender updates the banner' },
      { kind: 'reload' },
      { kind: 'expectText', text: DELAY_UPDATED_MESSAGE },
    ],
  },
})

/**
 * A borrower at the details step whose existing loan is serviced through the mobile app. She has
 * a legacy identity (the identity broker does not know her): a broker sign-in is the wholesale
 * variant, which stays on the web (refinance-release-shell §6, core-journey §6).
 */
export const servicedViaApp = defineScenario({
  name: 'serviced-via-app',
  description:
    'Dana, signed in with a legacy identity, chose an offer; her existing loan is serviced through the mobile app, so she is sent to the mobile-app page instead of the details form.',
  world: {
    borrower: signedInDana,
    applications: [caApplicationAt('BORROWER_DETAILS')],
    servicedLoans: [{ isServicedViaApp: true }],
  },
  faults: [{ endpoint: 'getBrokerProfile', status: 404, message: 'User not found' }],
  // Her application routes her past the details form to the mobile app.
  replay: {
    steps: [
      { kind: 'expectPath', endsWith: '/get-mobile-app' },
      { kind: 'expectHeading', name: 'Continue in our mobile app' },
    ],
  },
})

export const wholesaleBrandForcesWeb = defineScenario({
  name: 'wholesale-brand-forces-web',
  description:
    'The Kestrel brand is wholesale: Dana’s loan is serviced through the mobile app, yet she goes on with the details form on the web.',
  world: {
    organisation: 'KESTREL',
    borrower: signedInDana,
    applications: [caApplicationAt('BORROWER_DETAILS', { organisation: 'KESTREL' })],
    servicedLoans: [{ isServicedViaApp: true }],
  },
  replay: { steps: [{ kind: 'expectHeading', name: DETAILS_HEADING }] },
})

export const telemetrySessionFails = defineScenario({
  name: 'telemetry-session-fails',
  description:
    'The telemetry service refuses every session (500): the app tries three times, then goes on without telemetry.',
  world: { borrower: null },
  faults: [{ endpoint: 'createTelemetrySession', status: 500, message: 'Telemetry unavailable' }],
  // The visitor's first steps, as in fresh-us-borrower: they go on without telemetry.
  replay: freshUsBorrower.replay,
})
