import { describe, expect, it } from 'vitest'
import { loanToValue } from '@/domain/pricing/loan-to-value'
import { minCoinQuantity, minCollateralUnits } from '@/domain/pricing/minimum-collateral'
import { MAX_INITIAL_LTV, tierForLtv } from '@/domain/pricing/rate-tiers'

describe('collateral rules', () => {
  it('measures LTV as principal over collateral value', () => {
    expect(loanToValue(10_100, 1, 50_000)).toBeCloseTo(0.202, 10)
    expect(loanToValue(100, 0, 50_000)).toBe(Number.POSITIVE_INFINITY)
  })

  it.each([
    [0.2, 8.91, 0.75, 0.8, 0.9],
    [0.5, 8.91, 0.75, 0.8, 0.9],
    [0.5001, 11.5, 0.8, 0.85, 0.9],
    [0.75, 11.5, 0.8, 0.85, 0.9],
  ])(
    'LTV %d is priced at %d %% with warning %d, margin call %d, liquidation %d',
    (ltv, rate, warning, marginCall, liquidation) => {
      expect(tierForLtv(ltv)).toMatchObject({
        interestRate: rate,
        warningLtv: warning,
        marginCallLtv: marginCall,
        liquidationLtv: liquidation,
      })
    },
  )

  it('has no tier above the maximum initial LTV', () => {
    expect(MAX_INITIAL_LTV).toBe(0.75)
    expect(tierForLtv(0.7501)).toBeUndefined()
  })

  it.each([
    // residence minimum, price, expected (minimum / (price x 0.75), rounded up to 4 decimals)
    [5_000, 97_250, 0.0686],
    [5_000, 3_420.5, 1.9491],
    [250_001, 97_250, 3.4277],
    [6_001, 182.4, 43.867],
    [7_500, 10_000, 1],
  ])('minimum %d at $%d needs %d coins', (minimum, price, coins) => {
    expect(minCoinQuantity(minimum, price)).toBe(coins)
  })

  it('rounds minimum collateral units up, never down', () => {
    expect(minCollateralUnits(10_100, 50_000)).toBe(0.26933334)
    expect(minCollateralUnits(7_500, 10_000)).toBe(1)
  })
})
