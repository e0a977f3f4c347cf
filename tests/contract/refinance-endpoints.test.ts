import { getApplication } from '@contract/applications'
import {
  confirmCollateralMicroDeposit,
  getCollateral,
  setSourceWalletType,
} from '@contract/collateral'
import { refinanceDocuments } from '@contract/documents'
import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import {
  calculateRefinanceCollateral,
  confirmRefinanceTopUp,
  createRefinanceApplication,
  listRefinanceApplications,
  type RefinanceApplication,
  refinanceLookupErrorBodySchema,
  selectRefinanceOffer,
  setStabilization,
} from '@contract/refinance'
import type { Scenario } from '@scenarios/scenario'
import {
  REFINANCE_DOCUMENTS_DELAY_MS,
  REFINANCE_TOP_UP_ARRIVAL_MS,
  REFINANCE_TOP_UP_WINDOW_MS,
  REFINANCE_TRANSFER_MS,
} from '@sim/refinance/refinance-transitions'
import { failure, startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { priceRefinance, treatmentOf } from '@/domain/refinance'
import { coinPrice } from '../support/factories'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function opened(scenario: Scenario | string) {
  const backend = await startBackend(scenario)
  const borrower = backend.simulation.engine.collections.borrowers.all()[0]
  if (!borrower) throw new Error('Expected a signed-in borrower')
  const identityUuid = borrower.uuid
  const list = () =>
    backend.client
      .call(listRefinanceApplications, { params: { identityUuid } })
      .then((answer) => answer.applications)
  const advance = async (ms: number) => {
    backend.simulation.clock.advance(ms)
    await backend.simulation.engine.runDueJobs()
  }
  return { ...backend, identityUuid, list, advance }
}

function onlyOf(applications: RefinanceApplication[], coin: 'BTC' | 'ETH') {
  const found = applications.find((application) => application.offers[0]?.collateral.type === coin)
  if (!found) throw new Error(`No ${coin} refinance application`)
  return found
}

function offerOf(application: RefinanceApplication, treatment: ReturnType<typeof treatmentOf>) {
  const offer = application.offers.find((candidate) => treatmentOf(candidate) === treatment)
  if (!offer) throw new Error(`No ${treatment} offer`)
  return offer
}

describe('the Loan ID lookup (POST /secure/api/v1/applications/create-celsius)', () => {
  it('opens one application per coin type, aggregating its loans, priced by §5 and §9', async () => {
    const { client, list } = await opened('refinance-list')
    expect(await list()).toEqual([])
    const { applications } = await client.call(createRefinanceApplication, {
      body: { loanId: 'CL-100234' },
    })
    expect(applications).toHaveLength(2)
    const btc = onlyOf(applications, 'BTC')
    expect(btc).toMatchObject({
      state: 'OFFER_SELECT',
      stage: 'APPLYING',
      selectedOffer: null,
      [formerLenderFields.loanNumbers]: ['CL-100234', 'CL-100235'],
      stabilizationOptIn: null,
      topUpExpirationDate: null,
    })
    const expected = priceRefinance({
      amount: 42_000,
      coinQuantity: 0.75,
      valueOfOne: coinPrice('BTC'),
    })
    expect(btc.offers.map(({ uuid: _uuid, ...offer }) => offer)).toEqual(
      expected.map(({ treatment, ...terms }) => ({
        ...terms,
        originationFee: 0,
        originationFeeAmount: 0,
        collateral: { type: 'BTC' },
        countryCode: 'US',
        state: null,
        collateralReuseConsent:
          treatment === 'CUSTODY_ONLY' ? 'DECLINE_REHYPOTHECATION' : 'ALLOW_REHYPOTHECATION',
      })),
    )
    expect(onlyOf(applications, 'ETH')[formerLenderFields.loanNumbers]).toEqual(['CL-100481'])
    expect(await list()).toEqual(applications)
    // The application's own fields say it is a refinance.
    const fields = await client.call(getApplication, { params: { uuid: btc.appUuid } })
    expect(fields[formerLenderFields.refinanceFlag]).toBe(true)
  })

  it('does not open a coin twice when the loan ID is looked up again', async () => {
    const { client, list } = await opened('refinance-list')
    const first = await client.call(createRefinanceApplication, { body: { loanId: 'CL-1' } })
    const again = await client.call(createRefinanceApplication, { body: { loanId: 'CL-1' } })
    expect(again.applications.map((application) => application.appUuid)).toEqual(
      first.applications.map((application) => application.appUuid),
    )
    expect(await list()).toHaveLength(2)
  })

  it('answers an empty list when the loan ID finds no eligible loan', async () => {
    const { client, list } = await opened('refinance-no-eligible-loans')
    expect(await client.call(createRefinanceApplication, { body: { loanId: 'CL-9' } })).toEqual({
      applications: [],
    })
    expect(await list()).toEqual([])
  })

  it('refuses with the server’s reasons, listed beside its message', async () => {
    const { client } = await opened('refinance-lookup-error')
    const refused = await failure(
      client.call(createRefinanceApplication, { body: { loanId: 'CL-100234' } }),
    )
    expect(refused.status).toBe(422)
    expect(refinanceLookupErrorBodySchema.parse(refused.body)).toEqual({
      message: 'Loan CL-100234 is not in good standing',
      errors: [
        'Loan CL-100234 is not in good standing',
        'Loan CL-100234 is not in good standing',
        'The loan holder could not be matched to your profile.',
      ],
    })
  })
})

describe('the borrower’s refinance applications (GET /secure/api/v1/borrower/{identityUuid}/celsius-application)', () => {
  it('are another borrower’s to nobody (404)', async () => {
    const { client } = await opened('refinance-custody-only-top-up')
    const refused = await failure(
      client.call(listRefinanceApplications, { params: { identityUuid: 'someone-else' } }),
    )
    expect(refused.status).toBe(404)
  })
})

describe('choosing a rate (select-offer) and stabilization', () => {
  it('custody-only above 55 % LTV requests a top-up, with its expiration date', async () => {
    const { client, list, simulation } = await opened('refinance-custody-only-top-up')
    const btc = onlyOf(await list(), 'BTC')
    const custody = offerOf(btc, 'CUSTODY_ONLY')
    expect(custody[formerLenderFields.topUpRequired]).toBe(true)
    const chosen = await client.call(selectRefinanceOffer, {
      params: { appUuid: btc.appUuid },
      body: { offerUuid: custody.uuid },
    })
    expect(chosen).toMatchObject({
      state: formerLenderStates.topUpRequested,
      selectedOffer: custody,
      topUpExpirationDate: new Date(
        simulation.clock.now() + REFINANCE_TOP_UP_WINDOW_MS,
      ).toISOString(),
    })
  })

  it('ownership transfer needs no top-up: straight to SIGN_DOCS', async () => {
    const { client, list } = await opened('refinance-ownership-transfer')
    const btc = onlyOf(await list(), 'BTC')
    const transfer = offerOf(btc, 'OWNERSHIP_TRANSFER')
    const chosen = await client.call(selectRefinanceOffer, {
      params: { appUuid: btc.appUuid },
      body: { offerUuid: transfer.uuid },
    })
    expect(chosen).toMatchObject({ state: 'SIGN_DOCS', selectedOffer: { uuid: transfer.uuid } })
  })

  it('keeps the stabilization choice made before the rate, for custody-only', async () => {
    const { client, list } = await opened('refinance-with-stabilization')
    const eth = onlyOf(await list(), 'ETH')
    await client.call(setStabilization, { params: { appUuid: eth.appUuid }, body: { optIn: true } })
    const chosen = await client.call(selectRefinanceOffer, {
      params: { appUuid: eth.appUuid },
      body: { offerUuid: offerOf(eth, 'CUSTODY_ONLY').uuid },
    })
    expect(chosen).toMatchObject({ state: 'SIGN_DOCS', stabilizationOptIn: true })
  })

  it('refuses stabilization with ownership transfer (409)', async () => {
    const { client, list } = await opened('refinance-ownership-transfer')
    const btc = onlyOf(await list(), 'BTC')
    await client.call(setStabilization, { params: { appUuid: btc.appUuid }, body: { optIn: true } })
    const refused = await failure(
      client.call(selectRefinanceOffer, {
        params: { appUuid: btc.appUuid },
        body: { offerUuid: offerOf(btc, 'OWNERSHIP_TRANSFER').uuid },
      }),
    )
    expect(refused.status).toBe(409)
  })

  it('locks the choice once made: another rate or stabilization is refused (409)', async () => {
    const { client, list } = await opened('refinance-ownership-transfer')
    const btc = onlyOf(await list(), 'BTC')
    const params = { appUuid: btc.appUuid }
    await client.call(selectRefinanceOffer, {
      params,
      body: { offerUuid: offerOf(btc, 'OWNERSHIP_TRANSFER').uuid },
    })
    const again = await failure(
      client.call(selectRefinanceOffer, {
        params,
        body: { offerUuid: offerOf(btc, 'CUSTODY_ONLY').uuid },
      }),
    )
    expect(again.status).toBe(409)
    expect(again.message).toContain('contact support')
    const stabilize = await failure(
      client.call(setStabilization, { params, body: { optIn: true } }),
    )
    expect(stabilize.status).toBe(409)
  })

  it('refuses an offer of another application (400)', async () => {
    const { client, list } = await opened('refinance-custody-only-top-up')
    const applications = await list()
    const refused = await failure(
      client.call(selectRefinanceOffer, {
        params: { appUuid: onlyOf(applications, 'BTC').appUuid },
        body: { offerUuid: offerOf(onlyOf(applications, 'ETH'), 'CUSTODY_ONLY').uuid },
      }),
    )
    expect(refused.status).toBe(400)
  })
})

describe('the top-up: calculate, confirm, and the lender’s work on the clock', () => {
  it('asks for the coins that bring the loan to 55 % LTV, then moves by the table', async () => {
    const { client, list, advance } = await opened('refinance-top-up-requested')
    const btc = onlyOf(await list(), 'BTC')
    const offer = btc.selectedOffer
    if (!offer) throw new Error('Expected a selected offer')
    const params = { appUuid: btc.appUuid }
    const topUp = offer.minCollateralUnits - offer.collateralUnits
    expect((42_000 / ((offer.collateralUnits + topUp) * coinPrice('BTC'))).toFixed(4)).toBe(
      '0.5500',
    )
    const calculation = await client.call(calculateRefinanceCollateral, {
      params,
      body: { offerUuid: offer.uuid },
    })
    expect(calculation).toEqual({
      requiredCoinAmount: { coinQuantity: topUp, type: 'BTC' },
      collateralPrice: { type: 'BTC' },
      wallet: { depositAddress: expect.stringMatching(/^bc1/) },
      topUpCollateral: { coinQuantity: topUp, type: 'BTC' },
    })

    await client.call(confirmRefinanceTopUp, { params })
    expect(onlyOf(await list(), 'BTC').state).toBe(formerLenderStates.waitingForTopUp)
    // Confirming again while it is awaited changes nothing.
    await client.call(confirmRefinanceTopUp, { params })
    await advance(REFINANCE_TOP_UP_ARRIVAL_MS)
    expect(onlyOf(await list(), 'BTC').state).toBe(formerLenderStates.fullCollateralReceived)
    const received = await client.call(calculateRefinanceCollateral, {
      params,
      body: { offerUuid: offer.uuid },
    })
    expect(received.topUpCollateral.coinQuantity).toBe(0)
    await advance(REFINANCE_DOCUMENTS_DELAY_MS)
    expect(onlyOf(await list(), 'BTC').state).toBe('SIGN_DOCS')
  })

  it('moves a received top-up on to SIGN_DOCS when the borrower confirms it', async () => {
    const { client, list, advance } = await opened('refinance-top-up-requested')
    const params = { appUuid: onlyOf(await list(), 'BTC').appUuid }
    await client.call(confirmRefinanceTopUp, { params })
    await advance(REFINANCE_TOP_UP_ARRIVAL_MS)
    await client.call(confirmRefinanceTopUp, { params })
    expect(onlyOf(await list(), 'BTC').state).toBe('SIGN_DOCS')
  })

  it('refuses a confirmation with no top-up due (409) and a calculation for another offer (400)', async () => {
    const { client, list } = await opened('refinance-custody-only-top-up')
    const btc = onlyOf(await list(), 'BTC')
    const params = { appUuid: btc.appUuid }
    expect((await failure(client.call(confirmRefinanceTopUp, { params }))).status).toBe(409)
    const calculation = await failure(
      client.call(calculateRefinanceCollateral, {
        params,
        body: { offerUuid: offerOf(btc, 'CUSTODY_ONLY').uuid },
      }),
    )
    expect(calculation.status).toBe(400)
  })

  it('expires a top-up still awaited 14 days after it was requested', async () => {
    const { client, list, advance, simulation } = await opened('refinance-custody-only-top-up')
    const btc = onlyOf(await list(), 'BTC')
    await client.call(selectRefinanceOffer, {
      params: { appUuid: btc.appUuid },
      body: { offerUuid: offerOf(btc, 'CUSTODY_ONLY').uuid },
    })
    await advance(REFINANCE_TOP_UP_WINDOW_MS)
    // Read from the world: the session has long expired by then.
    const record = simulation.engine.findApplication(btc.appUuid)
    expect({ state: record.state, stage: record.stage }).toEqual({
      state: 'EXPIRED',
      stage: 'FINAL',
    })
  })
})

describe('the top-up’s wallet type and verification opt-in (the collateral calls)', () => {
  it('takes both while the top-up is requested or awaited, leaving the state and the amount due', async () => {
    const { client, list, simulation } = await opened('refinance-top-up-requested')
    const btc = onlyOf(await list(), 'BTC')
    const params = { uuid: btc.appUuid }
    const before = simulation.engine.findApplication(btc.appUuid)
    await client.call(confirmCollateralMicroDeposit, { params })
    await client.call(setSourceWalletType, { params, body: 'CUSTODIAL' })
    const opted = simulation.engine.findApplication(btc.appUuid)
    expect(opted.state).toBe(formerLenderStates.topUpRequested)
    expect(opted.collateralPosting.sourceWalletType).toBe('CUSTODIAL')
    expect(opted.collateralPosting.optInTime).not.toBeNull()
    expect(opted.collateral).toEqual(before.collateral)
    const collateral = await client.call(getCollateral, { params })
    expect(collateral.microDepositVerify).toMatchObject({
      borrowerOptIn: true,
      minVerifyAmount: { coinQuantity: 0.0001, type: 'BTC' },
    })

    await client.call(confirmRefinanceTopUp, { params: { appUuid: btc.appUuid } })
    await client.call(setSourceWalletType, { params, body: 'SELF_HOSTED' })
    const awaited = simulation.engine.findApplication(btc.appUuid)
    expect(awaited.state).toBe(formerLenderStates.waitingForTopUp)
    expect(awaited.collateralPosting.sourceWalletType).toBe('SELF_HOSTED')
  })

  it('refuses them (409) for a refinance with no top-up due', async () => {
    const { client, list } = await opened('refinance-custody-only-top-up')
    const params = { uuid: onlyOf(await list(), 'BTC').appUuid }
    expect(
      (await failure(client.call(setSourceWalletType, { params, body: 'CUSTODIAL' }))).status,
    ).toBe(409)
    expect((await failure(client.call(confirmCollateralMicroDeposit, { params }))).status).toBe(409)
  })
})

describe('the disclosures (the application service’s document calls)', () => {
  it('are signed one at a time; the last moves to WAITING_FOR_COLLATERAL, then COMPLETE', async () => {
    const { client, list, advance, identityUuid } = await opened('refinance-signing')
    const btc = onlyOf(await list(), 'BTC')
    const params = { appUuid: btc.appUuid, identityUuid }
    const unsigned = await client.call(refinanceDocuments.listUnsigned, { params })
    expect(unsigned.length).toBeGreaterThan(0)
    const pdf = await client.call(refinanceDocuments.download, {
      params: { ...params, docUuid: unsigned[0]?.uuid ?? '' },
    })
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    for (const document of unsigned) {
      await client.call(refinanceDocuments.sign, { params: { ...params, docUuid: document.uuid } })
    }
    expect(await client.call(refinanceDocuments.listUnsigned, { params })).toEqual([])
    expect(await client.call(refinanceDocuments.list, { params })).toHaveLength(unsigned.length)
    expect(onlyOf(await list(), 'BTC')).toMatchObject({
      state: 'WAITING_FOR_COLLATERAL',
      stage: 'PROCESSING',
    })
    await advance(REFINANCE_TRANSFER_MS)
    expect(onlyOf(await list(), 'BTC')).toMatchObject({ state: 'COMPLETE', stage: 'FINAL' })
  })

  it('are another borrower’s to nobody (404)', async () => {
    const { client, list } = await opened('refinance-signing')
    const btc = onlyOf(await list(), 'BTC')
    const refused = await failure(
      client.call(refinanceDocuments.listUnsigned, {
        params: { appUuid: btc.appUuid, identityUuid: 'someone-else' },
      }),
    )
    expect(refused.status).toBe(404)
  })
})
