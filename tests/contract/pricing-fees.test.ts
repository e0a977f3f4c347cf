import { createApplication } from '@contract/applications'
import { type OffersRequest, requestOffers } from '@contract/pricing'
import { startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

/** One offer from the simulated backend, through the app's HTTP client. */
async function priced(request: OffersRequest) {
  const { client } = await startBackend()
  const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
  const offers = await client.call(requestOffers, { params: { uuid: appUuid }, body: request })
  expect(offers).toHaveLength(1)
  const [offer] = offers
  if (!offer) throw new Error('no offer')
  return offer
}

/**
 * core-journey §9: the origination fee on the cash, capitalised into the loan. Amounts worked
 * out by hand from the rules; 5 BTC keeps every case well inside the first LTV tier. The
 * percent is the effective one: above the nominal 1% where a floor applies.
 */
const FEE_CASES = [
  { state: 'CA', rule: 'default 1%', cash: 10_000, fee: 100, percent: 1 },
  { state: 'FL', rule: 'default 1%', cash: 40_000, fee: 400, percent: 1 },
  { state: 'AL', rule: 'no fee', cash: 10_000, fee: 0, percent: 0 },
  { state: 'KS', rule: 'no fee', cash: 30_000, fee: 0, percent: 0 },
  { state: 'MN', rule: 'no fee', cash: 150_000, fee: 0, percent: 0 },
  { state: 'NC', rule: 'no fee', cash: 10_000, fee: 0, percent: 0 },
  { state: 'WI', rule: 'no fee', cash: 30_000, fee: 0, percent: 0 },
  { state: 'NY', rule: '0.85%', cash: 10_000, fee: 85, percent: 0.85 },
  { state: 'NY', rule: '0.85%', cash: 123_456, fee: 1_049.38, percent: 0.85 },
  // Iowa's $30 floor is below 1% of its $69,501 minimum loan, so only the 1% side shows.
  { state: 'IA', rule: '1% above the $30 floor', cash: 70_000, fee: 700, percent: 1 },
  { state: 'IN', rule: '$200 floor', cash: 10_000, fee: 200, percent: 2 },
  { state: 'IN', rule: '$200 floor, equal to 1%', cash: 20_000, fee: 200, percent: 1 },
  { state: 'IN', rule: '1% above the $200 floor', cash: 30_000, fee: 300, percent: 1 },
  { state: 'MI', rule: '$400 floor', cash: 10_000, fee: 400, percent: 4 },
  { state: 'MI', rule: '1% above the $400 floor', cash: 50_000, fee: 500, percent: 1 },
  { state: 'MO', rule: '$100 floor', cash: 5_000, fee: 100, percent: 2 },
  { state: 'MO', rule: '1% above the $100 floor', cash: 20_000, fee: 200, percent: 1 },
  { state: 'OH', rule: '$250 floor', cash: 10_000, fee: 250, percent: 2.5 },
  { state: 'OH', rule: '1% above the $250 floor', cash: 30_000, fee: 300, percent: 1 },
]

describe('origination fee by state (core-journey §9)', () => {
  it.each(FEE_CASES)(
    '$state, $rule: $cash cash pays a $fee fee',
    async ({ state, cash, fee, percent }) => {
      const offer = await priced({
        state,
        requestedAmount: cash,
        collateralType: 'BTC',
        coinQuantity: 5,
      })
      expect(offer).toMatchObject({
        drawAmount: cash,
        originationFeeAmount: fee,
        originationFee: percent,
        amount: cash + fee,
        state,
        countryCode: 'US',
      })
    },
  )

  it.each(['AL', 'KS', 'MN', 'NC', 'WI'])(
    '%s charges no fee, so the APR equals the interest rate',
    async (state) => {
      const offer = await priced({
        state,
        requestedAmount: 150_000,
        collateralType: 'BTC',
        coinQuantity: 5,
      })
      expect(offer.originationFeeAmount).toBe(0)
      expect(offer.annualPercentageRate).toBeCloseTo(offer.interestRate, 2)
    },
  )

  it('a fee puts the APR above the interest rate', async () => {
    const offer = await priced({
      state: 'MI',
      requestedAmount: 10_000,
      collateralType: 'BTC',
      coinQuantity: 5,
    })
    expect(offer.annualPercentageRate).toBeGreaterThan(offer.interestRate)
  })

  it('charges the fee on the cash whatever the coin', async () => {
    const offer = await priced({
      state: 'NY',
      requestedAmount: 20_000,
      collateralType: 'ETH',
      coinQuantity: 20,
    })
    expect(offer).toMatchObject({ originationFeeAmount: 170, amount: 20_170 })
  })
})
