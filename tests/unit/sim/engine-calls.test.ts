import { freshUsBorrower } from '@scenarios/fresh-us-borrower'
import { resolveScenario } from '@scenarios/scenario'
import { createClock } from '@sim/core/clock'
import { createEngine } from '@sim/engine/engine'
import { DuplicateOperationError, engineCalls } from '@sim/engine/engine-calls'
import { describe, expect, it } from 'vitest'

/**
 * The engine answers each area's operations under their own names. Two areas naming one
 * operation would leave one of them silently unreachable: the engine refuses to start instead.
 */

describe('the engine’s calls', () => {
  it('refuse, at start-up, two areas that name one operation, naming it and both areas', () => {
    const areas = {
      pricing: { quote: () => 'priced', requestOffers: () => [] },
      renewals: { quote: () => 'renewed' },
    }
    expect(() => engineCalls(areas, {})).toThrow(DuplicateOperationError)
    expect(() => engineCalls(areas, {})).toThrow(
      'Two parts of the engine name the operation "quote": the area pricing and the area renewals.',
    )
  })

  it('refuse an area that names one of the engine’s own members', () => {
    expect(() => engineCalls({ demo: { load: () => 'demo' } }, { load: () => 'engine' })).toThrow(
      'Two parts of the engine name the operation "load": the engine itself and the area demo.',
    )
  })

  it('answer every area’s operation under its own name, and the engine’s own members live', () => {
    let now = 1
    const calls = engineCalls(
      {
        collateral: { getCollateral: () => 'collateral', runJob: async () => true },
        releases: { releaseCollateral: () => 'released', runJob: async () => false },
      },
      {
        get now() {
          return now
        },
      },
    )
    expect(calls.getCollateral()).toBe('collateral')
    expect(calls.releaseCollateral()).toBe('released')
    now = 2
    expect(calls.now).toBe(2)
    // Job runners are the lender's own work, asked by the engine, not calls.
    expect('runJob' in calls).toBe(false)
  })

  it('let the engine start with every area of the simulation', async () => {
    const scenario = resolveScenario(freshUsBorrower)
    const engine = createEngine({ clock: createClock({ start: 0 }), scenario })
    await engine.load(scenario)
    expect(engine.listCountries().length).toBeGreaterThan(0)
    expect(engine.scenario.name).toBe(freshUsBorrower.name)
  })
})
