import { createSimulation } from '@sim/create-simulation'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

/** The demo panel's "KYC approved" and "Collateral arrives", on the engine they drive. */

async function story(name: string) {
  const simulation = await createSimulation({
    services: servicesAt('http://sim.test'),
    scenario: name,
  })
  const { engine } = simulation
  const first = () => engine.collections.applications.all()[0]!
  return { simulation, engine, first }
}

describe("the demo panel's lender shortcuts", () => {
  it('KYC approved: an ID in review with nothing scheduled is verified and the agreements open', async () => {
    const { engine, first, simulation } = await story('kyc-in-review')
    // Left alone, a day later the ID is still in review: the lender's people have it.
    simulation.clock.advance(24 * 60 * 60 * 1_000)
    await engine.runDueJobs()
    expect(first()).toMatchObject({ state: 'KYC_VERIFY', progress: { identity: 'PENDING' } })

    const outcome = await engine.approveIdentityNow()
    expect(outcome).toEqual({ appUuid: first().appUuid, state: 'SIGN_DOCS' })
    expect(first().progress.identity).toBe('COMPLETED')
    const checklist = engine.getFinalStepsDashboard(
      first().appUuid,
      engine.collections.borrowers.all()[0]!,
    )
    expect(checklist.items.find((item) => item.name === 'Verify Identity')?.status).toBe(
      'COMPLETED',
    )
  })

  it('KYC approved has nothing to approve before an ID is uploaded', async () => {
    const { engine, first } = await story('at-next-steps')
    expect(await engine.approveIdentityNow()).toBeNull()
    expect(first().state).toBe('FINAL_STEPS')
  })

  it('Collateral arrives: nothing was going to arrive; all of it does now and funding starts', async () => {
    const { engine, first, simulation } = await story('collateral-never-arrives')
    expect(first().state).toBe('WAITING_FOR_COLLATERAL')
    const outcome = await engine.collateralArrivesNow()
    expect(outcome?.state).toBe('FUNDABLE')
    expect(first().collateral?.remainingCoinAmountDue.coinQuantity).toBe(0)
    expect(first().collateralPosting.received.map((deposit) => deposit.coinQuantity)).toEqual([
      first().selectedOffer?.collateralUnits,
    ])
    // The lender then funds as it always does, on the clock.
    for (const _step of ['verified', 'released', 'disbursed']) {
      simulation.clock.advance(2_000)
      await engine.runDueJobs()
    }
    expect(first().state).toBe('COMPLETE')
  })

  it('Collateral arrives after half came: only the rest arrives', async () => {
    const { engine, first, simulation } = await story('collateral-partial')
    const borrower = engine.collections.borrowers.all()[0]!
    await engine.setSourceWalletType(first().appUuid, 'SELF_HOSTED', borrower)
    await engine.confirmCollateralSent(first().appUuid, borrower)
    simulation.clock.advance(10_000)
    await engine.runDueJobs()
    const [half] = first().collateralPosting.received
    expect(first().state).toBe('WAITING_FOR_COLLATERAL')

    await engine.collateralArrivesNow()
    expect(first().state).toBe('FUNDABLE')
    const amounts = first().collateralPosting.received.map((deposit) => deposit.coinQuantity)
    expect(amounts).toHaveLength(2)
    expect(amounts[0]).toBe(half?.coinQuantity)
    expect((amounts[0] ?? 0) + (amounts[1] ?? 0)).toBeCloseTo(
      first().selectedOffer?.collateralUnits ?? 0,
      8,
    )
  })

  it('says there is nothing to do when no application waits for collateral', async () => {
    const { engine } = await story('kyc-in-review')
    expect(await engine.collateralArrivesNow()).toBeNull()
  })
})

describe('a brand file tried on the running demo', () => {
  it('joins the organisations under a new code, or replaces the one of its code', async () => {
    const { harborline, meridian } = await import('@fixtures/organisations')
    const { engine } = await story('fresh-us-borrower')
    const tried = {
      ...harborline,
      orgCode: 'TRIED',
      orgBrand: { ...harborline.orgBrand, name: 'Tried' },
    }
    await engine.wearBrand(tried)
    expect(engine.getOrganisationInfo('TRIED').orgBrand.name).toBe('Tried')
    expect(engine.getOrganisationInfo('HARBORLINE').orgBrand.name).toBe(harborline.orgBrand.name)

    await engine.wearBrand({ ...meridian, supportPhone: '(800) 555-0100' })
    expect(engine.getOrganisationInfo('MERIDIAN').supportPhone).toBe('(800) 555-0100')
    expect(
      engine.collections.organisations.all().filter((o) => o.orgCode === 'MERIDIAN'),
    ).toHaveLength(1)
  })

  it('refuses a file that is not a brand, and keeps the world as it was', async () => {
    const { engine } = await story('fresh-us-borrower')
    const before = engine.collections.organisations.all().length
    await expect(engine.wearBrand({ orgCode: 'HALF' })).rejects.toThrow()
    expect(engine.collections.organisations.all()).toHaveLength(before)
  })
})
