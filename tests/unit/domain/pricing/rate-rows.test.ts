import { describe, expect, it } from 'vitest'
import { feeRuleFor } from '@/domain/pricing/origination-fee'
import { maxDrawForLtv, rateRows } from '@/domain/pricing/rate-rows'

/** Independent check: walk down cent by cent, with the fee written out by hand. */
function bruteForceMaxDraw(
  collateralValue: number,
  maxLtv: number,
  fee: (cents: number) => number,
  startCents: number,
): number {
  for (let cents = startCents; cents > 0; cents -= 1) {
    if ((cents + fee(cents)) / 100 <= collateralValue * maxLtv + 1e-9) return cents / 100
  }
  return 0
}

const onePercent = (cents: number) => Math.round(cents / 100)
const ohio = (cents: number) => Math.max(Math.round(cents / 100), 25_000)

describe('rate rows for pledged collateral', () => {
  it('lists both tiers with the residence limits when the collateral is ample', () => {
    const rows = rateRows({
      coinQuantity: 1,
      valueOfOne: 50_000,
      feeRule: feeRuleFor({ state: 'CA' }),
      minLoanAmount: 5_000,
      maxLoanAmount: 1_000_000,
    })
    expect(rows).toEqual([
      {
        rate: 8.91,
        minLtv: 0,
        maxLtv: 0.5,
        minAmountUsd: 5_000,
        maxAmountUsd: bruteForceMaxDraw(50_000, 0.5, onePercent, 2_500_000),
        additionalCoinQuantityNeeded: 0,
      },
      {
        rate: 11.5,
        minLtv: 0.5,
        maxLtv: 0.75,
        minAmountUsd: 5_000,
        maxAmountUsd: bruteForceMaxDraw(50_000, 0.75, onePercent, 3_750_000),
        additionalCoinQuantityNeeded: 0,
      },
    ])
    expect(rows[0]?.maxAmountUsd).toBe(24_752.48)
    expect(rows[1]?.maxAmountUsd).toBe(37_128.71)
  })

  it('says how many coins to add before the residence minimum fits', () => {
    const rows = rateRows({
      coinQuantity: 0.1,
      valueOfOne: 50_000,
      feeRule: feeRuleFor({ state: 'CA' }),
      minLoanAmount: 5_000,
      maxLoanAmount: 1_000_000,
    })
    // $5,050 principal: 5,050 / 25,000 = 0.202 coins at 50 %, 5,050 / 37,500 = 0.13467 at 75 %.
    expect(rows.map((row) => row.additionalCoinQuantityNeeded)).toEqual([0.102, 0.0347])
    expect(rows.map((row) => row.maxAmountUsd)).toEqual([
      bruteForceMaxDraw(5_000, 0.5, onePercent, 250_000),
      bruteForceMaxDraw(5_000, 0.75, onePercent, 375_000),
    ])
  })

  it('caps the largest loan at the residence maximum', () => {
    const rows = rateRows({
      coinQuantity: 100,
      valueOfOne: 97_250,
      feeRule: feeRuleFor({ state: 'CA' }),
      minLoanAmount: 5_000,
      maxLoanAmount: 1_000_000,
    })
    expect(rows.map((row) => row.maxAmountUsd)).toEqual([1_000_000, 1_000_000])
  })

  it.each([
    // collateral value, max LTV, fee rule residence, brute-force fee
    [20_000, 0.5, 'OH', ohio],
    [100_000, 0.5, 'OH', ohio],
    [40_000, 0.75, 'CA', onePercent],
  ])('largest cash for $%d at %d LTV in %s', (value, ltv, state, fee) => {
    expect(maxDrawForLtv(value, ltv, feeRuleFor({ state }))).toBe(
      bruteForceMaxDraw(value, ltv, fee, Math.round(value * ltv * 100)),
    )
  })

  it('uses the state fee rule, so a no-fee state can borrow the whole band', () => {
    expect(maxDrawForLtv(50_000, 0.5, feeRuleFor({ state: 'AL' }))).toBe(25_000)
  })
})
