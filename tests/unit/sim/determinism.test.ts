import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { createSimulation } from '@sim/create-simulation'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

const ONE_HOUR = 3_600_000

/**
 * A scenario played without persistence on a frozen clock: its jumps, then an hour more. Its
 * ids are seeded, as a replay compared with another is; by default they are random.
 */
async function play(name: string) {
  const simulation = await createSimulation({
    services: servicesAt('http://simulation.test'),
    scenario: name,
    persistence: null,
    clockRunning: false,
    idSeed: 1,
  })
  const afterLoad = simulation.engine.snapshot()
  let jumped = 0
  for (const jump of simulation.scenario.clockJumps) {
    simulation.clock.advance(jump.advanceMs)
    jumped += jump.advanceMs
    await simulation.engine.runDueJobs()
  }
  simulation.clock.advance(ONE_HOUR)
  await simulation.engine.runDueJobs()
  return { afterLoad, afterTime: simulation.engine.snapshot(), jumped }
}

describe('every scenario builds the same world each time', () => {
  it.each(scenarioCatalogue.map((scenario) => scenario.name))('%s', async (name) => {
    const first = await play(name)
    const second = await play(name)
    expect(second.afterLoad).toEqual(first.afterLoad)
    expect(second.afterTime).toEqual(first.afterTime)
    // The hour passed on the simulated clock, not the real one.
    expect(first.afterTime.clockNow - first.afterLoad.clockNow).toBe(first.jumped + ONE_HOUR)
  })

  it('without a seed, two simulations of one story hand out different ids (none to guess)', async () => {
    const start = () =>
      createSimulation({
        services: servicesAt('http://simulation.test'),
        scenario: 'at-next-steps',
      })
    const [one, two] = await Promise.all([start(), start()])
    const appUuid = (simulation: typeof one) =>
      simulation.engine.collections.applications.all()[0]?.appUuid
    expect(appUuid(one)).toBeTruthy()
    expect(appUuid(one)).not.toBe(appUuid(two))
  })

  it('does not depend on the real time or on Math.random', async () => {
    const realRandom = Math.random
    const realNow = Date.now
    const names = scenarioCatalogue.map((scenario) => scenario.name)
    const baseline = await Promise.all(names.map(play))
    Math.random = () => 0.999
    Date.now = () => realNow() + 400 * 24 * ONE_HOUR
    try {
      const shifted = await Promise.all(names.map(play))
      expect(shifted).toEqual(baseline)
    } finally {
      Math.random = realRandom
      Date.now = realNow
    }
    // Every scenario of the library, twice: its time grows with the library.
  }, 30_000)
})
