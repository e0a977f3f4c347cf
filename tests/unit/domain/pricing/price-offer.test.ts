import { describe, expect, it } from 'vitest'
import { feeRuleFor } from '@/domain/pricing/origination-fee'
import { priceOffers } from '@/domain/pricing/price-offer'

// Payments and APRs below were computed separately (Newton's method on the annuity formula in
// Python), not with the code under test.
describe('offer pricing', () => {
  it.each([
    // residence, cash, coins, price, principal, rate, payment, APR
    [{ state: 'CA' }, 10_000, 1, 50_000, 10_100, 8.91, 882.84, 10.79],
    [{ state: 'AL' }, 10_000, 1, 50_000, 10_000, 8.91, 874.1, 8.91],
    [{ state: 'CA' }, 30_000, 1, 50_000, 30_300, 11.5, 2685.04, 13.392],
    [{ country: 'GB' }, 20_000, 1, 50_000, 20_300, 8.91, 1774.42, 11.726],
    [{ state: 'OH' }, 5_000, 1, 50_000, 5_250, 8.91, 458.9, 18.211],
    [{ state: 'NY' }, 50_000, 3, 50_000, 50_425, 8.91, 4407.64, 10.509],
    [{ state: 'WI' }, 25_000, 1, 40_000, 25_000, 11.5, 2215.38, 11.5],
  ])(
    '%o, $%d on %d coin(s) at $%d',
    (residence, draw, coins, price, amount, rate, payment, apr) => {
      const [offer] = priceOffers({
        drawAmount: draw,
        coinQuantity: coins,
        valueOfOne: price,
        feeRule: feeRuleFor(residence),
      })
      expect(offer).toMatchObject({
        drawAmount: draw,
        amount,
        term: 12,
        interestRate: rate,
        estimatedMonthlyPayment: payment,
        annualPercentageRate: apr,
        collateralUnits: coins,
        collateralAmount: coins * price,
      })
      expect(offer?.ltv).toBeCloseTo(amount / (coins * price), 4)
    },
  )

  it.each([
    // no fee (AL) so the principal equals the cash; 1 coin worth $10,000
    [5_000, 8.91, 'exactly 50 % is the lower tier'],
    [5_000.01, 11.5, 'just above 50 % is the upper tier'],
    [7_500, 11.5, 'exactly 75 % still gets an offer'],
  ])('cash $%d gives %d %% (%s)', (draw, rate) => {
    const offers = priceOffers({
      drawAmount: draw,
      coinQuantity: 1,
      valueOfOne: 10_000,
      feeRule: feeRuleFor({ state: 'AL' }),
    })
    expect(offers).toHaveLength(1)
    expect(offers[0]?.interestRate).toBe(rate)
  })

  it('has no offer above 75 % LTV', () => {
    const input = { coinQuantity: 1, valueOfOne: 10_000, feeRule: feeRuleFor({ state: 'AL' }) }
    expect(priceOffers({ ...input, drawAmount: 7_500.01 })).toEqual([])
    // The capitalised fee counts: $7,450 plus 1 % is $7,524.50, above 75 % of $10,000.
    expect(
      priceOffers({ ...input, drawAmount: 7_450, feeRule: feeRuleFor({ state: 'CA' }) }),
    ).toEqual([])
  })

  it('states the minimum collateral for the principal at 75 % LTV', () => {
    const [offer] = priceOffers({
      drawAmount: 10_000,
      coinQuantity: 1,
      valueOfOne: 50_000,
      feeRule: feeRuleFor({ state: 'CA' }),
    })
    // 10,100 / (50,000 x 0.75) = 0.269333..., rounded up to 8 decimals
    expect(offer?.minCollateralUnits).toBe(0.26933334)
  })
})
