import { resolveScenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { failsCallsOnPurpose, outlivesTheSignIn } from '@scripts/replay/expected-failures'
import { SESSION_LIFETIME_MS } from '@sim/session/session-operations'
import { describe, expect, it } from 'vitest'

const HOUR_MS = 60 * 60 * 1000

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
    const signsInAgain = scenario.replay.steps.some(
      (step) => step.kind === 'click' && step.name.startsWith('Continue as '),
    )
    expect(signsInAgain).toBe(true)
  })
})

describe('a replay accepts failed calls only in a story that fails them on purpose', () => {
  it.each([
    ['fresh-us-borrower', false],
    ['release-invalid-return-address', true],
    ['refinance-lookup-error', true],
    ['refinance-no-eligible-loans', false],
    ['refinance-custody-only-top-up', false],
  ])('%s: %s', (name, expected) => {
    const scenario = scenarioCatalogue.find((each) => each.name === name)
    if (!scenario) throw new Error(`No story ${name}`)
    expect(failsCallsOnPurpose(resolveScenario(scenario))).toBe(expected)
  })

  it('a story with a fault fails calls on purpose', () => {
    const scenario = scenarioCatalogue.find((each) => each.name === 'refinance-list')
    if (!scenario) throw new Error('No story refinance-list')
    const faulted = { ...scenario, faults: [{ endpoint: 'selectRefinanceOffer', status: 503 }] }
    expect(failsCallsOnPurpose(resolveScenario(faulted))).toBe(true)
  })
})
