import { createSimulation } from '@sim/create-simulation'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

/** A jump of the simulated clock is time passing: the work it passes runs as it falls due. */

async function fundable() {
  const simulation = await createSimulation({
    services: servicesAt('http://sim.test'),
    scenario: 'collateral-never-arrives',
  })
  const { engine } = simulation
  const first = () => engine.collections.applications.all()[0]!
  // All the collateral arrives now: the lender's funding steps follow, FUNDING_STEP_DELAY_MS apart.
  await engine.collateralArrivesNow()
  expect(first().state).toBe('FUNDABLE')
  return { simulation, engine, first }
}

describe('a clock jump', () => {
  it('runs each step of a chain the jump passes, each counted from when the one before fell due', async () => {
    const { simulation, engine, first } = await fundable()
    simulation.clock.advance(3 * FUNDING_STEP_DELAY_MS)
    await engine.runDueJobs()
    expect(first().state).toBe('COMPLETE')
    expect(engine.pendingJobs(first().appUuid).filter((job) => !job.keep)).toEqual([])
  })

  it('leaves the steps beyond its end waiting', async () => {
    const { simulation, engine, first } = await fundable()
    simulation.clock.advance(FUNDING_STEP_DELAY_MS)
    await engine.runDueJobs()
    expect(first().state).not.toBe('FUNDABLE')
    expect(first().state).not.toBe('COMPLETE')
    expect(engine.pendingJobs(first().appUuid).filter((job) => !job.keep)).not.toEqual([])
  })

  it('ends the same whether taken in one jump or in steps', async () => {
    const inOne = await fundable()
    inOne.simulation.clock.advance(3 * FUNDING_STEP_DELAY_MS)
    await inOne.engine.runDueJobs()

    const inSteps = await fundable()
    for (let step = 0; step < 3; step += 1) {
      inSteps.simulation.clock.advance(FUNDING_STEP_DELAY_MS)
      await inSteps.engine.runDueJobs()
    }
    expect(inOne.first().state).toBe(inSteps.first().state)
  })
})

describe("the lender's work, heard by whoever shows the world", () => {
  it('is announced once per pass that ran work, never for a pass with nothing due', async () => {
    const { simulation, engine } = await fundable()
    let heard = 0
    const stop = engine.onLenderWork(() => {
      heard += 1
    })
    await engine.runDueJobs()
    expect(heard).toBe(0)

    simulation.clock.advance(3 * FUNDING_STEP_DELAY_MS)
    await engine.runDueJobs()
    expect(heard).toBe(1)

    stop()
    await engine.collateralArrivesNow()
    simulation.clock.advance(3 * FUNDING_STEP_DELAY_MS)
    await engine.runDueJobs()
    expect(heard).toBe(1)
  })
})
