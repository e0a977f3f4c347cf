import { freshUsBorrower } from '@scenarios/fresh-us-borrower'
import { resolveScenario } from '@scenarios/scenario'
import { createClock } from '@sim/core/clock'
import { SimError } from '@sim/core/sim-error'
import { createEngine } from '@sim/engine/engine'
import { offerBody as offerRequest } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { loadedEngine } from './loaded-engine'

/** The loaded engine alone: these tests do not move its clock. */
const engineFor = async (...story: Parameters<typeof loadedEngine>) =>
  (await loadedEngine(...story)).engine

function refusal(action: () => unknown): Promise<SimError> {
  return Promise.resolve()
    .then(action)
    .then(
      () => {
        throw new Error('Expected a refusal')
      },
      (error: unknown) => {
        if (!(error instanceof SimError)) throw error
        return error
      },
    )
}

describe('application state machine (first slice)', () => {
  it('creates an application at APP_START in APPLYING for the organisation', async () => {
    const engine = await engineFor()
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const record = engine.findApplication(appUuid)
    expect(record).toMatchObject({
      state: 'APP_START',
      stage: 'APPLYING',
      organisation: 'MERIDIAN',
      offers: [],
      selectedOffer: null,
      ownerUuid: null,
      createdAt: Date.parse('2025-03-03T15:00:00.000Z'),
    })
  })

  it('refuses an unknown organisation', async () => {
    const engine = await engineFor()
    const error = await refusal(() => engine.createApplication({ organization: 'NOPE' }))
    expect(error.status).toBe(404)
  })

  it('keeps a new application at APP_START while it is priced, then ATTACH_PROFILE on selection', async () => {
    const engine = await engineFor()
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const offers = await engine.requestOffers(appUuid, offerRequest)
    // OFFER_SELECT would route a new application to renewal (core-journey §4).
    expect(engine.getApplication(appUuid)).toMatchObject({ state: 'APP_START', offers })
    // Re-pricing is allowed while choosing.
    const repriced = await engine.requestOffers(appUuid, {
      ...offerRequest,
      requestedAmount: 12_000,
    })
    expect(engine.getOffers(appUuid)).toEqual(repriced)

    const first = repriced[0]
    if (!first) throw new Error('Expected an offer')
    await engine.selectOffer(appUuid, first.uuid)
    expect(engine.getApplication(appUuid)).toMatchObject({
      state: 'ATTACH_PROFILE',
      selectedOffer: first,
    })
    const error = await refusal(() => engine.requestOffers(appUuid, offerRequest))
    expect(error.status).toBe(409)
  })

  it('refuses selection before offers exist', async () => {
    const engine = await engineFor()
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    expect((await refusal(() => engine.selectOffer(appUuid, 'x'))).status).toBe(409)
  })

  it('refuses a state that is not served and amounts outside its limits', async () => {
    const engine = await engineFor()
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const notServed = await refusal(() =>
      engine.requestOffers(appUuid, { ...offerRequest, state: 'VT' }),
    )
    expect(notServed.message).toBe('Sorry! We do not yet lend to residents of VT')
    const tooSmall = await refusal(() =>
      engine.requestOffers(appUuid, { ...offerRequest, state: 'MN', requestedAmount: 100_000 }),
    )
    expect(tooSmall.message).toContain('Loan amount')
  })

  it('keeps applications apart between borrowers', async () => {
    const engine = await engineFor({
      ...freshUsBorrower,
      world: {
        borrower: { signedIn: true, firstName: 'Ana', lastName: 'Diaz', email: 'a@example.com' },
      },
    })
    const borrower = engine.authenticate(engine.currentToken())
    if (!borrower) throw new Error('Expected a signed-in borrower')
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' }, borrower)
    expect(engine.listUserApplications(borrower)).toEqual([
      { appUuid, state: 'APP_START', stage: 'APPLYING' },
    ])
    const stranger = { ...borrower, uuid: 'someone-else' }
    expect((await refusal(() => engine.getApplicationState(appUuid, stranger))).status).toBe(404)
  })

  it('seeds the applications a scenario starts with', async () => {
    const engine = await engineFor({
      name: 'offer-chosen',
      description: 'An application with its offer already chosen.',
      world: {
        borrower: { signedIn: true, firstName: 'Ana', lastName: 'Diaz', email: 'a@example.com' },
        applications: [
          {
            state: 'BORROWER_DETAILS',
            stage: 'APPLYING',
            residence: { state: 'NY' },
            offerRequest: { requestedAmount: 20_000, collateralType: 'ETH', coinQuantity: 12 },
            selectFirstOffer: true,
          },
        ],
      },
    })
    const [application] = engine.collections.applications.all()
    expect(application).toMatchObject({ state: 'BORROWER_DETAILS', stage: 'APPLYING' })
    expect(application?.selectedOffer).toMatchObject({ originationFee: 0.85, state: 'NY' })
    expect(application?.ownerUuid).toBe(engine.authenticate(engine.currentToken())?.uuid)
  })

  async function idsOfTwoRuns(idSeed: number | null) {
    const runs = await Promise.all([
      engineFor(freshUsBorrower, idSeed),
      engineFor(freshUsBorrower, idSeed),
    ])
    return Promise.all(
      runs.map(async (engine) => {
        const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
        const [offer] = await engine.requestOffers(appUuid, offerRequest)
        return [appUuid, offer?.uuid ?? '']
      }),
    )
  }
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('hands out random v4 UUIDs by default: two runs of one scenario share none', async () => {
    const [first, second] = await idsOfTwoRuns(null)
    for (const id of [...first!, ...second!]) expect(id).toMatch(UUID_V4)
    expect(first!.filter((id) => second!.includes(id))).toEqual([])
  })

  it('gives the same identifiers on every run of a scenario given the same seed (replays)', async () => {
    const [first, second] = await idsOfTwoRuns(7)
    for (const id of first!) expect(id).toMatch(UUID_V4)
    expect(first).toEqual(second)
  })

  it('uses scenario prices for offers and minimums', async () => {
    const engine = await engineFor({ ...freshUsBorrower, world: { prices: { BTC: 60_000 } } })
    expect(engine.getPrices('MERIDIAN', { state: 'CA' })[0]).toEqual({
      collateralType: 'BTC',
      valueOfOne: 60_000,
      minCoinQuantity: 0.1112,
    })
  })

  it('tells the host about changes', async () => {
    const resolved = resolveScenario(freshUsBorrower)
    let changes = 0
    const engine = createEngine({
      clock: createClock({ start: 0 }),
      scenario: resolved,
      onChange: () => {
        changes += 1
      },
    })
    await engine.load(resolved)
    expect(changes).toBe(1)
    await engine.createApplication({ organization: 'MERIDIAN' })
    expect(changes).toBe(2)
  })
})
