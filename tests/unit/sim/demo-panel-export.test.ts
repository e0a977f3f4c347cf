import { resolveScenario, type Scenario } from '@scenarios/scenario'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import type { Engine } from '@sim/engine/engine'
import { exportName, exportScenario } from '@sim/engine/world-export'
import { describe, expect, it } from 'vitest'
import { loadedEngine } from './loaded-engine'

const loaded = async (scenario: Scenario): Promise<Engine> => (await loadedEngine(scenario)).engine

/** The export goes through a file: JSON out, JSON in. */
function throughFile(scenario: Scenario): Scenario {
  return JSON.parse(JSON.stringify(scenario)) as Scenario
}

/** Where the story stands, without the identifiers a rebuilt world gives anew. */
function standing(engine: Engine) {
  const { collections, clockNow, scenario } = engine.snapshot()
  return {
    clockNow,
    decisions: scenario.decisions,
    faults: scenario.faults,
    signedIn: engine.authenticate(engine.currentToken())?.email ?? null,
    borrowers: collections.borrowers.map(({ uuid: _uuid, ...borrower }) => borrower),
    profiles: collections.profiles.map(({ uuid: _uuid, updatedAt: _at, ...profile }) => profile),
    prices: collections.prices,
    applications: collections.applications.map((app) => ({
      organisation: app.organisation,
      state: app.state,
      stage: app.stage,
      residence: app.residence,
      isInternational: app.isInternational,
      isRollForward: app.isRollForward,
      identity: app.progress.identity,
      sourceOfIncome: app.sourceOfIncome,
      selectedOffer: app.selectedOffer && { ...app.selectedOffer, uuid: 'offer' },
      offers: app.offers.length,
    })),
  }
}

describe('exporting the world as a scenario', () => {
  it.each(scenarioCatalogue.map((scenario) => [scenario.name, scenario] as const))(
    '%s loads back standing where it stood',
    async (_name, scenario) => {
      const original = await loaded(scenario)
      const exported = throughFile(exportScenario(original.snapshot()))
      const again = await loaded(exported)
      expect(standing(again)).toEqual(standing(original))
    },
  )

  it('carries a world the borrower moved on: an offer chosen and the clock moved', async () => {
    const engine = await loaded(
      scenarioCatalogue.find((scenario) => scenario.name === 'returning-borrower')!,
    )
    const borrower = engine.authenticate(engine.currentToken())
    const { appUuid } = await engine.createApplication({ organization: 'HARBORLINE' }, borrower)
    const [offer] = await engine.requestOffers(
      appUuid,
      { requestedAmount: 12_000, collateralType: 'ETH', coinQuantity: 9, state: 'NY' },
      borrower,
    )
    await engine.selectOffer(appUuid, offer!.uuid, borrower)
    engine.clock.advance(3_600_000)
    await engine.runDueJobs()

    const again = await loaded(throughFile(exportScenario(engine.snapshot())))
    const before = standing(engine)
    expect(before.applications).toHaveLength(2)
    expect(before.applications[1]).toMatchObject({
      organisation: 'HARBORLINE',
      residence: { state: 'NY' },
      selectedOffer: { drawAmount: 12_000, collateralUnits: 9 },
    })
    expect(standing(again)).toEqual(before)
  })

  it('keeps only the faults it is given, and names itself as an export', async () => {
    const engine = await loaded(
      scenarioCatalogue.find((scenario) => scenario.name === 'identity-upload-fails')!,
    )
    const all = exportScenario(engine.snapshot())
    expect(all.name).toBe('identity-upload-fails-export')
    expect(all.faults).toEqual([{ endpoint: 'uploadIdentityDocument', status: 503, times: 1 }])
    expect(exportScenario(engine.snapshot(), { faults: [] }).faults).toEqual([])
    // Exporting an export does not stack suffixes.
    expect(exportName(all.name)).toBe('identity-upload-fails-export')
  })

  it('leaves a borrower signed out once their session has run out on the clock', async () => {
    const engine = await loaded(
      scenarioCatalogue.find((scenario) => scenario.name === 'returning-borrower')!,
    )
    engine.clock.advance(14 * 24 * 3_600_000)
    const exported = resolveScenario(exportScenario(engine.snapshot()))
    expect(exported.world.borrower).toMatchObject({ signedIn: false, firstName: 'Dana' })
  })
})
