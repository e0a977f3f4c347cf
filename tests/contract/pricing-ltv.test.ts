import { createApplication } from '@contract/applications'
import { type OffersRequest, requestOffers } from '@contract/pricing'
import { startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { cashForLtv, coinPrice, createOffer, createScenario } from '../support/factories'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function offersFor(request: OffersRequest) {
  const { client } = await startBackend()
  const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
  return client.call(requestOffers, { params: { uuid: appUuid }, body: request })
}

/** The offers for one BTC held: most rows keep the coin and move the cash. */
const offersForOneBtc = (state: string, requestedAmount: number) =>
  offersFor({ state, requestedAmount, collateralType: 'BTC', coinQuantity: 1 })

const btc = coinPrice('BTC')

/**
 * core-journey §9: 8.91% up to 50% initial LTV, 11.5% up to 75%, no offer above 75%. LTV is the
 * loan (cash plus the capitalised fee) over the collateral's value. Alabama charges no fee, so
 * there the cash alone sets the LTV.
 */
describe('rate tiers by loan-to-value (core-journey §9)', () => {
  it.each([
    { ltv: 0.1, cash: btc * 0.1, rate: 8.91 },
    { ltv: 0.4, cash: btc * 0.4, rate: 8.91 },
    { ltv: 0.5, cash: btc * 0.5, rate: 8.91 },
    { ltv: 0.5001, cash: btc * 0.5 + 10, rate: 11.5 },
    { ltv: 0.6, cash: btc * 0.6, rate: 11.5 },
    { ltv: 0.75, cash: btc * 0.75, rate: 11.5 },
  ])('one BTC at $ltv LTV is priced at $rate%', async ({ ltv, cash, rate }) => {
    const [offer] = await offersForOneBtc('AL', cash)
    expect(offer?.interestRate).toBe(rate)
    expect(offer?.ltv).toBeCloseTo(ltv, 4)
    // With no fee the APR is the rate itself.
    expect(offer?.annualPercentageRate).toBeCloseTo(rate, 2)
  })

  it('counts the capitalised fee in the LTV: the same cash crosses 50% in California', async () => {
    // $48,625 is exactly 50% of one BTC; California's 1% fee makes the loan $49,111.25.
    const [alabama] = await offersForOneBtc('AL', btc * 0.5)
    const [california] = await offersForOneBtc('CA', btc * 0.5)
    expect(alabama?.interestRate).toBe(8.91)
    expect(california).toMatchObject({ amount: 49_111.25, ltv: 0.505, interestRate: 11.5 })
    expect(california?.annualPercentageRate).toBeGreaterThan(11.5)
  })

  it('the largest cash at 75% in a fee state still gets an offer, a dollar more gets none', async () => {
    const cash = cashForLtv({ state: 'OH', ltv: 0.75, coinQuantity: 1 })
    const [atLimit] = await offersForOneBtc('OH', cash)
    expect(atLimit?.interestRate).toBe(11.5)
    expect(await offersForOneBtc('OH', cash + 1)).toEqual([])
  })

  it.each([0.76, 0.8, 1.5])('above 75%% LTV (%s) there is no offer', async (ltv) => {
    expect(await offersForOneBtc('AL', Math.round(btc * ltv))).toEqual([])
  })

  it('prices ether by its own price', async () => {
    // 10 ETH at the fixture price; $15,000 of cash is under 50%.
    const [offer] = await offersFor({
      state: 'AL',
      requestedAmount: 15_000,
      collateralType: 'ETH',
      coinQuantity: 10,
    })
    expect(offer).toMatchObject({
      interestRate: 8.91,
      collateral: { type: 'ETH' },
      collateralAmount: 34_205,
      ltv: 0.4385,
    })
  })

  it('states the minimum collateral: the loan at 75% LTV, rounded up to a satoshi', async () => {
    const [offer] = await offersForOneBtc('AL', 38_900)
    // 38,900 / (97,250 × 0.75) = 0.533333…
    expect(offer?.minCollateralUnits).toBe(0.53333334)
  })

  it('answers every term as the pricing rules do', async () => {
    const request = { state: 'MI', cash: 42_000, coinQuantity: 0.8 } as const
    const [offer] = await offersFor({
      state: request.state,
      requestedAmount: request.cash,
      collateralType: 'BTC',
      coinQuantity: request.coinQuantity,
    })
    const { uuid: _uuid, ...expected } = createOffer(request)
    expect(offer).toMatchObject(expected)
  })
})

describe('prices the scenario sets', () => {
  it('follows a scenario’s coin price', async () => {
    const { client } = await startBackend(createScenario({ world: { prices: { BTC: 50_000 } } }))
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    // $30,000 on one coin: 60% at $50,000 (second tier), 31% at the fixture price.
    const [offer] = await client.call(requestOffers, {
      params: { uuid: appUuid },
      body: { state: 'AL', requestedAmount: 30_000, collateralType: 'BTC', coinQuantity: 1 },
    })
    expect(offer).toMatchObject({ collateralAmount: 50_000, ltv: 0.6, interestRate: 11.5 })
  })
})
