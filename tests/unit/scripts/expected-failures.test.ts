import { allEndpoints } from '@contract/catalogue'
import { fillPath } from '@contract/endpoint'
import { describeStep } from '@scenarios/replay-interpreter'
import { type ResolvedScenario, resolveScenario, type Scenario } from '@scenarios/scenario'
import { type ScenarioName, scenarioCatalogue } from '@scenarios/scenario-catalogue'
import {
  type ExpectedFailedCall,
  expectedFailedCalls,
  failureOfConsoleError,
  isExpectedFailure,
  outlivesTheSignIn,
  type ReplayFailure,
} from '@scripts/replay/expected-failures'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SESSION_LIFETIME_MS } from '@sim/session/session-operations'
import { describe, expect, it } from 'vitest'

const HOUR_MS = 60 * 60 * 1000
/** Where the demo build is served in a replay: the service paths sit on the app's origin. */
const ORIGIN = 'http://localhost:4173'

function story(name: ScenarioName): ResolvedScenario {
  const found = scenarioCatalogue.find((each) => each.name === name)
  if (!found) throw new Error(`No story ${name}`)
  return resolveScenario(found)
}

/** A story of the library with other faults than its own. */
function withFaults(name: ScenarioName, faults: NonNullable<Scenario['faults']>) {
  const found = scenarioCatalogue.find((each) => each.name === name)
  if (!found) throw new Error(`No story ${name}`)
  return resolveScenario({ ...found, faults })
}

/** A call of the contract endpoint `id` as the browser makes it, answered `status`. */
function call(id: string, status: number | null, method?: string | null): ReplayFailure {
  const endpoint = allEndpoints.find((each) => each.id === id)
  if (!endpoint) throw new Error(`No endpoint ${id}`)
  const params = new Proxy({}, { get: (_, name) => `some-${String(name)}` })
  const path = `${SHIPPED_SERVICE_PATHS[endpoint.service]}${fillPath(endpoint.path, params)}`
  return {
    kind: 'call',
    method: method === undefined ? endpoint.method : method,
    url: `${ORIGIN}${path}`,
    status,
  }
}

const refusedSignIn =
  'Failed to load resource: the server responded with a status of 401 (Unauthorized)'
const appFile = (status: number): ReplayFailure => ({
  kind: 'call',
  method: 'GET',
  url: `${ORIGIN}/account/crypto-backed-loan/assets/index.js`,
  status,
})
const pageError: ReplayFailure = { kind: 'page-error', message: 'x is undefined' }
const consoleError: ReplayFailure = { kind: 'console', text: refusedSignIn }

/** Stories of the library, and two of them with other faults than their own. */
const EVERY_CALL_500 = 'fresh-us-borrower with every call failing 500'
const OFFERS_DROPPED = 'fresh-us-borrower with requestOffers dropped'
function storyOf(name: string): ResolvedScenario {
  if (name === EVERY_CALL_500)
    return withFaults('fresh-us-borrower', [{ endpoint: '*', status: 500 }])
  if (name === OFFERS_DROPPED)
    return withFaults('fresh-us-borrower', [{ endpoint: 'requestOffers', networkError: true }])
  return story(name as ScenarioName)
}
const lookupRefusal = story('refinance-lookup-error').decisions.refinanceLookup.errorStatus

describe('a replay excuses a failure only where its story expects it', () => {
  it.each<[string, string, boolean, ReplayFailure]>([
    // The refusals a story declares: that call, that status.
    ['legacy-sign-in', 'its wrong password, legacyLogin 401', true, call('legacyLogin', 401)],
    [
      'legacy-sign-in',
      "the console's line for it (no method)",
      true,
      call('legacyLogin', 401, null),
    ],
    ['legacy-sign-in', 'getLegacyIdentity 401', false, call('getLegacyIdentity', 401)],
    ['legacy-sign-in', 'getApplicationState 401', false, call('getApplicationState', 401)],
    ['legacy-sign-in', 'a GET of the sign-in path 401', false, call('legacyLogin', 401, 'GET')],
    ['legacy-sign-in', 'legacyLogin 500', false, call('legacyLogin', 500)],
    ['legacy-sign-in', 'legacyLogin 423', false, call('legacyLogin', 423)],
    ['legacy-sign-in', 'legacyLogin not answered', false, call('legacyLogin', null)],
    ['legacy-sign-in', "one of the app's own files 401", false, appFile(401)],
    ['legacy-sign-in', 'a page error', false, pageError],
    ['legacy-sign-in', 'a console error not of a failed load', false, consoleError],
    ['legacy-sign-in-two-factor', 'its wrong code', true, call('verifyLegacyTwoFactor', 400)],
    ['legacy-sign-in-two-factor', 'legacyLogin 401', false, call('legacyLogin', 401)],
    ['legacy-sign-in-locked', 'the lock, legacyLogin 423', true, call('legacyLogin', 423)],
    ['legacy-sign-in-locked', 'legacyLogin 401', false, call('legacyLogin', 401)],
    ['legacy-sign-in-password-expired', 'legacyLogin 401', false, call('legacyLogin', 401)],
    // No declaration: nothing beyond the story's faults.
    ['fresh-us-borrower', 'legacyLogin 401', false, call('legacyLogin', 401)],
    ['fresh-us-borrower', 'requestOffers 503', false, call('requestOffers', 503)],
    ['fresh-us-borrower', 'a page error', false, pageError],
    ['offers-unavailable', 'its fault, requestOffers 503', true, call('requestOffers', 503)],
    ['offers-unavailable', 'requestOffers 500', false, call('requestOffers', 500)],
    ['offers-unavailable', 'getOffers 503', false, call('getOffers', 503)],
    ['slow-network', 'requestOffers 503 (its fault only slows)', false, call('requestOffers', 503)],
    ['slow-network', 'requestOffers not answered', false, call('requestOffers', null)],
    [EVERY_CALL_500, 'getApplication 500', true, call('getApplication', 500)],
    [EVERY_CALL_500, "one of the app's own files 500", false, appFile(500)],
    [OFFERS_DROPPED, 'requestOffers not answered', true, call('requestOffers', null)],
    [OFFERS_DROPPED, 'requestOffers 503', false, call('requestOffers', 503)],
    // Decisions that refuse a call.
    [
      'release-invalid-return-address',
      'releaseCollateral 400',
      true,
      call('releaseCollateral', 400),
    ],
    [
      'release-invalid-return-address',
      'releaseCollateral 500',
      false,
      call('releaseCollateral', 500),
    ],
    [
      'refinance-lookup-error',
      'the lookup refused',
      true,
      call('createRefinanceApplication', lookupRefusal),
    ],
    [
      'refinance-no-eligible-loans',
      'the lookup refused',
      false,
      call('createRefinanceApplication', 422),
    ],
    // A clock that outlives the sign-in: the calls made with it are refused 401.
    ['session-expired', 'getApplicationState 401', true, call('getApplicationState', 401)],
    [
      'session-expired',
      'requestOffers 401 (made without the sign-in)',
      false,
      call('requestOffers', 401),
    ],
    ['session-expired', 'getApplicationState 403', false, call('getApplicationState', 403)],
  ])('%s, %s: expected %s', (name, _what, expected, failure) => {
    expect(isExpectedFailure(storyOf(name), failure)).toBe(expected)
  })

  it('a story that declares no refusal expects the failed calls of its faults, and no others', () => {
    const plain = scenarioCatalogue
      .map((scenario) => resolveScenario(scenario))
      .filter(
        (scenario) =>
          scenario.expectedRefusals.length === 0 &&
          scenario.decisions.release !== 'INVALID_RETURN_ADDRESS' &&
          scenario.decisions.refinanceLookup.outcome !== 'ERROR' &&
          !outlivesTheSignIn(scenario),
      )
    expect(plain.length).toBeGreaterThan(50)
    for (const scenario of plain) {
      const ofFaults = scenario.faults.flatMap((fault): ExpectedFailedCall[] =>
        fault.networkError
          ? [{ endpoint: fault.endpoint, status: null }]
          : fault.status === undefined
            ? []
            : [{ endpoint: fault.endpoint, status: fault.status }],
      )
      expect(expectedFailedCalls(scenario), scenario.name).toEqual(ofFaults)
    }
  })
})

describe("the browser's console line for a failed load is the failed call", () => {
  const url = `${ORIGIN}/identity/api/v1/login`
  it.each<{ what: string; text: string; location: string; failure: ReplayFailure }>([
    {
      what: 'a 401 of the sign-in',
      text: refusedSignIn,
      location: url,
      failure: { kind: 'call', method: null, url, status: 401 },
    },
    {
      what: 'a 423 of the sign-in',
      text: 'Failed to load resource: the server responded with a status of 423 (Locked)',
      location: url,
      failure: { kind: 'call', method: null, url, status: 423 },
    },
    {
      what: 'the sign-in not answered',
      text: 'Failed to load resource: net::ERR_FAILED',
      location: url,
      failure: { kind: 'call', method: null, url, status: null },
    },
    {
      what: 'a failed load that names no resource',
      text: refusedSignIn,
      location: '',
      failure: { kind: 'console', text: refusedSignIn },
    },
    {
      what: 'an error of the page',
      text: 'Uncaught TypeError: x is undefined',
      location: `${ORIGIN}/assets/index.js`,
      failure: { kind: 'console', text: 'Uncaught TypeError: x is undefined' },
    },
  ])('$what', ({ text, location, failure }) => {
    expect(failureOfConsoleError(text, location)).toEqual(failure)
  })

  it('takes the method of the failed answer seen at that URL with that status', () => {
    const seen = (at: string, status: number | null) =>
      at === url && status === 401 ? 'POST' : null
    expect(failureOfConsoleError(refusedSignIn, url, seen)).toEqual({
      kind: 'call',
      method: 'POST',
      url,
      status: 401,
    })
  })

  it.each([
    ['legacy-sign-in', url, true],
    ['legacy-sign-in', `${ORIGIN}/identity/secure/api/v1/identity`, false],
    ['fresh-us-borrower', url, false],
  ] as const)('%s: the 401 line of %s is expected: %s', (name, location, expected) => {
    expect(isExpectedFailure(story(name), failureOfConsoleError(refusedSignIn, location))).toBe(
      expected,
    )
  })
})

describe('a story names the refusals it expects by a call of the contract', () => {
  it.each(['legacyLogn', '*', ''])('refuses a declared refusal of "%s"', (endpoint) => {
    const found = scenarioCatalogue.find((each) => each.name === 'legacy-sign-in')
    expect(() =>
      resolveScenario({
        ...found,
        name: 'wrong',
        description: 'x',
        expectedRefusals: [{ endpoint, status: 401 }],
      }),
    ).toThrow(/no endpoint of the contract/)
  })

  it('refuses a status that is no refusal', () => {
    expect(() =>
      resolveScenario({
        name: 'wrong',
        description: 'x',
        expectedRefusals: [{ endpoint: 'legacyLogin', status: 200 }],
      }),
    ).toThrow()
  })
})

describe('a replay accepts a refused sign-in only in a story that outlives it', () => {
  it.each([
    { jumps: [], outlives: false },
    { jumps: [7 * HOUR_MS], outlives: false },
    { jumps: [4 * HOUR_MS, 3 * HOUR_MS + 59 * 60_000], outlives: false },
    { jumps: [SESSION_LIFETIME_MS], outlives: true },
    { jumps: [5 * HOUR_MS, 3 * HOUR_MS], outlives: true },
    { jumps: [72 * HOUR_MS], outlives: true },
  ])('clock moved by $jumps: outlives the 8-hour sign-in is $outlives', ({ jumps, outlives }) => {
    const steps = jumps.map((ms) => ({ kind: 'advanceClock' as const, ms }))
    expect(outlivesTheSignIn({ replay: { path: 'dashboard', steps } })).toBe(outlives)
  })

  it.each(
    scenarioCatalogue
      .map((scenario) => resolveScenario(scenario))
      .filter(outlivesTheSignIn)
      .map((scenario) => [scenario.name, scenario] as const),
  )('%s signs in again after its clock passes the sign-in', (_name, scenario) => {
    const signsInAgain = scenario.replay.steps.some((step) =>
      describeStep(step).startsWith('clicks the button "Continue as '),
    )
    expect(signsInAgain).toBe(true)
  })
})
