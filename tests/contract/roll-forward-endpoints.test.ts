import { getApplication, getApplicationState } from '@contract/applications'
import { getFinalStepsDashboard } from '@contract/borrowers'
import {
  fetchRollForwardRates,
  requestOffers,
  requestRollForwardOffers,
  selectOffer,
  selectOfferSecure,
} from '@contract/pricing'
import { transitions } from '@sim/engine/transitions'
import { failure, startBackend, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { nextStepFor } from '@/domain/next-step'
import { rateRows } from '@/domain/pricing/rate-rows'
import { coinPrice, createOffer, feeRule } from '../support/factories'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

/** The scenarios' renewal: $40,000 lent in California, against 0.5 BTC or 1 BTC held. */
const DRAW = 40_000

async function openRenewal(name = 'renewal-with-collateral-due') {
  const backend = await startBackend(name)
  const [application] = backend.simulation.engine.collections.applications.all()
  if (!application) throw new Error(`${name} has no application`)
  return { ...backend, appUuid: application.appUuid }
}

describe('roll-forward rates (POST /secure/api/v1/applications/roll-forward/fetch-rates)', () => {
  it.each([0, 0.25, 1.5])(
    'are the rate rows of the collateral held plus a top-up of %s BTC',
    async (topUpQuantity) => {
      const { client, appUuid } = await openRenewal()
      const rows = await client.call(fetchRollForwardRates, {
        body: { appUuid, topUpQuantity, organization: 'MERIDIAN' },
      })
      expect(rows).toEqual(
        rateRows({
          coinQuantity: 0.5 + topUpQuantity,
          valueOfOne: coinPrice('BTC'),
          feeRule: feeRule({ state: 'CA' }),
          minLoanAmount: 5_000,
          maxLoanAmount: 1_000_000,
        }),
      )
    },
  )

  it('are refused for an application that is not a renewal, and for another organization', async () => {
    const { client, simulation } = await startBackend('at-next-steps')
    const [application] = simulation.engine.collections.applications.all()
    const appUuid = application?.appUuid ?? ''
    const refused = await failure(
      client.call(fetchRollForwardRates, {
        body: { appUuid, topUpQuantity: 0, organization: 'MERIDIAN' },
      }),
    )
    expect(refused.status).toBe(409)

    const renewal = await openRenewal()
    const otherOrg = await failure(
      renewal.client.call(fetchRollForwardRates, {
        body: { appUuid: renewal.appUuid, topUpQuantity: 0, organization: 'HARBORLINE' },
      }),
    )
    expect([400, 404]).toContain(otherOrg.status)
  })

  it('need a signed-in borrower', async () => {
    const { client, appUuid, token } = await openRenewal()
    token.clear()
    const refusal = await failure(
      client.call(fetchRollForwardRates, {
        body: { appUuid, topUpQuantity: 0, organization: 'MERIDIAN' },
      }),
    )
    expect(refusal.status).toBe(401)
  })
})

describe('roll-forward offers (POST /secure/api/v2/applications/{uuid}/roll-forward/offers)', () => {
  it.each([
    { topUp: 0, offers: 0 },
    { topUp: 0.1, offers: 1, rate: 11.5 },
    { topUp: 0.35, offers: 1, rate: 8.91 },
  ])(
    'price the renewed cash with a top-up of $topUp BTC by the new-loan rules',
    async ({ topUp, offers, rate }) => {
      const { client, appUuid } = await openRenewal()
      const answer = await client.call(requestRollForwardOffers, {
        params: { uuid: appUuid },
        body: { topUpQuantity: topUp },
      })
      expect(answer).toHaveLength(offers)
      const [offer] = answer
      if (!offer) return
      const expected = createOffer({ state: 'CA', cash: DRAW, coinQuantity: 0.5 + topUp })
      expect(offer).toMatchObject({
        drawAmount: expected.drawAmount,
        amount: expected.amount,
        interestRate: rate,
        annualPercentageRate: expected.annualPercentageRate,
        estimatedMonthlyPayment: expected.estimatedMonthlyPayment,
        collateralUnits: 0.5 + topUp,
        minCollateralUnits: expected.minCollateralUnits,
        collateral: { type: 'BTC' },
        postTopUpLoanToValue: expected.ltv,
        state: 'CA',
        countryCode: 'US',
      })
      // The offer's own LTV is on the collateral held today, before the top-up.
      expect(offer.ltv).toBeCloseTo(expected.amount / (0.5 * coinPrice('BTC')), 4)
    },
  )

  it('a larger top-up lowers the LTV after top-up', async () => {
    const { client, appUuid } = await openRenewal('renewal-without-collateral-due')
    const ltvAfter = async (topUpQuantity: number) => {
      const [offer] = await client.call(requestRollForwardOffers, {
        params: { uuid: appUuid },
        body: { topUpQuantity },
      })
      return offer?.postTopUpLoanToValue ?? Number.NaN
    }
    const none = await ltvAfter(0)
    const some = await ltvAfter(0.5)
    expect(none).toBeCloseTo(createOffer({ state: 'CA', cash: DRAW, coinQuantity: 1 }).ltv, 4)
    expect(some).toBeCloseTo(createOffer({ state: 'CA', cash: DRAW, coinQuantity: 1.5 }).ltv, 4)
    expect(some).toBeLessThan(none)
  })

  it('are refused for an application that is not a renewal', async () => {
    const { client, simulation } = await startBackend('at-next-steps')
    const [application] = simulation.engine.collections.applications.all()
    const refusal = await failure(
      client.call(requestRollForwardOffers, {
        params: { uuid: application?.appUuid ?? '' },
        body: { topUpQuantity: 0 },
      }),
    )
    expect(refusal.status).toBe(409)
  })

  it('are the only offers a renewal gets: the new-loan offers call is refused for it', async () => {
    const { client, appUuid, simulation } = await openRenewal()
    const body = {
      state: 'CA',
      requestedAmount: DRAW,
      collateralType: 'BTC',
      coinQuantity: 5,
    } as const
    // Over HTTP the insecure call carries no token, and the renewal belongs to its borrower:
    // to anyone else it does not exist.
    const refusal = await failure(client.call(requestOffers, { params: { uuid: appUuid }, body }))
    expect(refusal.status).toBe(404)
    // Even for its own borrower, the lender prices a renewal only through the roll-forward call.
    const { engine } = simulation
    const borrower = engine.authenticate(engine.currentToken())
    await expect(engine.requestOffers(appUuid, body, borrower)).rejects.toMatchObject({
      status: 409,
    })
  })

  it('reject a negative top-up with a 400 and the reason', async () => {
    const { appUuid, token } = await openRenewal()
    const response = await fetch(
      `${testServices.lending}/secure/api/v2/applications/${appUuid}/roll-forward/offers`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.get()}` },
        body: JSON.stringify({ topUpQuantity: -1 }),
      },
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('topUpQuantity')
  })
})

describe('choosing a renewal offer (POST /secure/api/v1/applications/{uuid}/select-offer)', () => {
  const row = transitions.find((candidate) => candidate.on === 'rollForwardOfferSelected')

  it.each([
    { name: 'renewal-with-collateral-due', topUp: 0.35, due: 0.35 },
    { name: 'renewal-without-collateral-due', topUp: 0, due: 0 },
  ])('$name: moves as the table says and leaves $due BTC due', async ({ name, topUp, due }) => {
    const { client, appUuid } = await openRenewal(name)
    const [offer] = await client.call(requestRollForwardOffers, {
      params: { uuid: appUuid },
      body: { topUpQuantity: topUp },
    })
    const answer = await client.call(selectOfferSecure, {
      params: { uuid: appUuid },
      body: { offerUuid: offer?.uuid ?? '' },
    })
    expect(answer.selectedOffer.uuid).toBe(offer?.uuid)

    const destination = row && !('decision' in row.to) ? row.to : undefined
    const status = await client.call(getApplicationState, { params: { uuid: appUuid } })
    expect(status.state).toBe(destination?.state)
    expect(status.state).toBe('SIGN_DOCS')
    expect(nextStepFor(status.state)).toBe(destination?.waitsFor)

    const application = await client.call(getApplication, { params: { uuid: appUuid } })
    expect(application).toMatchObject({
      isRollForward: true,
      selectedOffer: { uuid: offer?.uuid },
      collateral: { remainingCoinAmountDue: { coinQuantity: due } },
      rollForwardLoanDetails: {
        collateral: { type: 'BTC', coinQuantity: name === 'renewal-with-collateral-due' ? 0.5 : 1 },
        topUpAmount: { coinQuantity: due },
        remainingTopUpAmount: { coinQuantity: due },
      },
    })

    const checklist = await client.call(getFinalStepsDashboard, { params: { uuid: appUuid } })
    expect(checklist.items).toEqual(
      expect.arrayContaining([
        { name: 'Verify Identity', status: 'NOT_REQUIRED' },
        { name: 'Disbursement Account', status: 'NOT_REQUIRED' },
      ]),
    )
  })

  it('answers the renewal before selection: held collateral, nothing due yet', async () => {
    const { client, appUuid } = await openRenewal()
    const application = await client.call(getApplication, { params: { uuid: appUuid } })
    expect(application).toMatchObject({
      state: 'OFFER_SELECT',
      isRollForward: true,
      selectedOffer: null,
      rollForwardLoanDetails: {
        collateral: { type: 'BTC', coinQuantity: 0.5 },
        topUpAmount: { coinQuantity: 0 },
        remainingTopUpAmount: { coinQuantity: 0 },
      },
    })
    expect(application).not.toHaveProperty('rollForwardDrawAmount')
  })

  it('refuses a second choice once the renewal has moved on, and an offer it never made', async () => {
    const { client, appUuid } = await openRenewal('renewal-without-collateral-due')
    const unknown = await failure(
      client.call(selectOfferSecure, {
        params: { uuid: appUuid },
        body: { offerUuid: '00000000-0000-4000-8000-000000000000' },
      }),
    )
    expect([400, 409]).toContain(unknown.status)

    const [offer] = await client.call(requestRollForwardOffers, {
      params: { uuid: appUuid },
      body: { topUpQuantity: 0 },
    })
    const body = { offerUuid: offer?.uuid ?? '' }
    await client.call(selectOfferSecure, { params: { uuid: appUuid }, body })
    const again = await failure(client.call(selectOfferSecure, { params: { uuid: appUuid }, body }))
    expect(again.status).toBe(409)
  })

  it('answers only its signed-in borrower, on the insecure call too (404 to anyone else)', async () => {
    const { client, appUuid, token } = await openRenewal('renewal-without-collateral-due')
    const [offer] = await client.call(requestRollForwardOffers, {
      params: { uuid: appUuid },
      body: { topUpQuantity: 0 },
    })
    token.clear()
    const refusal = await failure(
      client.call(selectOffer, {
        params: { uuid: appUuid },
        body: { offerUuid: offer?.uuid ?? '' },
      }),
    )
    expect(refusal.status).toBe(404)
  })
})
