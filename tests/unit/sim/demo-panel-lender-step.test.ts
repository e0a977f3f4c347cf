import { nextLenderStep } from '@sim/browser/demo-panel/lender-step'
import { createSimulation } from '@sim/create-simulation'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

const job = (event: string, runAt: number) => ({
  id: event,
  appUuid: 'a1',
  event,
  runAt,
  order: 0,
  keep: false,
})

describe("the demo panel's lender step", () => {
  it('is the soonest scheduled work, with how far the clock must move and what it does', () => {
    expect(
      nextLenderStep([job('fundsReleased', 9_000), job('collateralArrives', 5_000)], 1_000),
    ).toMatchObject({ advanceMs: 4_000, label: 'collateral arrived' })
    expect(nextLenderStep([job('identityDecided', 500)], 1_000)?.advanceMs).toBe(0)
    expect(nextLenderStep([], 1_000)).toBeNull()
  })

  it('moves a funding story on to its next state, as waiting would', async () => {
    const simulation = await createSimulation({
      services: servicesAt('http://sim.test'),
      scenario: 'funding-in-progress',
    })
    const { engine, clock } = simulation
    const stateNow = () => engine.collections.applications.all()[0]?.state
    const before = stateNow()
    const step = nextLenderStep(engine.pendingJobs(), clock.now())
    expect(step).not.toBeNull()
    clock.advance(step?.advanceMs ?? 0)
    await engine.runDueJobs()
    expect(stateNow()).not.toBe(before)
    expect(engine.pendingJobs().map((pending) => pending.id)).not.toContain(step?.job.id)
  })
})
