import { describe, expect, it } from 'vitest'
import { loanHealth } from '@/domain/loan-health/health-zone'
import { cureAmounts, cureDeadline, cureTimeLeft } from '@/domain/loan-health/margin-cure'
import {
  atPrice,
  currentLtv,
  type LoanPosition,
  positionFromFundedLoan,
} from '@/domain/loan-health/position'
import { liquidationPrice, priceLevels } from '@/domain/loan-health/price-levels'
import { liquidationFeeAtMost, priceStress } from '@/domain/loan-health/price-stress'
import { thresholdsForLoan } from '@/domain/loan-health/thresholds'

/**
 * Figures worked out by hand from core-journey §9: the 8.91 % tier watches 75 / 80 / 90 % LTV,
 * the 11.5 % tier 80 / 85 / 90 %, a courtesy notice 5 points below a line, rebalancing below 35 %,
 * a 48-hour cure and a 2 % liquidation fee.
 */

const lowTier = { warningLtv: 0.75, marginCallLtv: 0.8, liquidationLtv: 0.9 }
const highTier = { warningLtv: 0.8, marginCallLtv: 0.85, liquidationLtv: 0.9 }

// $40,000 owed on 1 BTC at $100,000: 40 % LTV in the 8.91 % tier.
const lowTierLoan: LoanPosition = {
  balance: 40_000,
  coinQuantity: 1,
  price: 100_000,
  thresholds: lowTier,
}
// $60,000 owed on 1 BTC at $100,000: 60 % LTV in the 11.5 % tier.
const highTierLoan: LoanPosition = { ...lowTierLoan, balance: 60_000, thresholds: highTier }

describe('the lines of a loan', () => {
  it.each([
    { interestRate: 8.91, ltv: 0.4, lines: lowTier },
    { interestRate: 11.5, ltv: 0.6, lines: highTier },
    // A rate outside the tiers (a refinance rate) falls back to the LTV at origination.
    { interestRate: 14, ltv: 0.45, lines: lowTier },
    { interestRate: 14, ltv: 0.7, lines: highTier },
    { interestRate: 14, ltv: 0.8, lines: undefined },
  ])('$interestRate % at $ltv LTV watches $lines', ({ interestRate, ltv, lines }) => {
    expect(thresholdsForLoan({ interestRate, ltv })).toEqual(lines)
  })
})

describe('a funded loan today', () => {
  const funded = {
    balance: 40_000,
    collateral: { type: 'BTC' as const, coinQuantity: 1 },
    valueOfOne: 100_000,
  }
  it.each([
    { interestRate: 8.91, originationLtv: 0.4, position: lowTierLoan },
    { interestRate: 11.5, originationLtv: 0.6, position: { ...lowTierLoan, thresholds: highTier } },
    { interestRate: 14, originationLtv: 0.8, position: undefined },
  ])('at $interestRate % from $originationLtv LTV stands at $position.thresholds', (row) => {
    expect(positionFromFundedLoan({ ...funded, ...row })).toEqual(row.position)
  })
})

describe('the coin price at each line', () => {
  it.each([
    {
      loan: 'the 8.91 % tier',
      position: lowTierLoan,
      levels: [
        { kind: 'warning', ltv: 0.75, price: 53_333.33, fallPercent: 46.667 },
        { kind: 'marginCall', ltv: 0.8, price: 50_000, fallPercent: 50 },
        { kind: 'liquidation', ltv: 0.9, price: 44_444.44, fallPercent: 55.556 },
      ],
    },
    {
      loan: 'the 11.5 % tier',
      position: highTierLoan,
      levels: [
        { kind: 'warning', ltv: 0.8, price: 75_000, fallPercent: 25 },
        { kind: 'marginCall', ltv: 0.85, price: 70_588.24, fallPercent: 29.412 },
        { kind: 'liquidation', ltv: 0.9, price: 66_666.67, fallPercent: 33.333 },
      ],
    },
  ])('$loan', ({ position, levels }) => {
    const found = priceLevels(position)
    expect(found.map((level) => level.kind)).toEqual(levels.map((level) => level.kind))
    found.forEach((level, index) => {
      const expected = levels[index]
      expect(level.ltv).toBe(expected?.ltv)
      expect(level.price).toBeCloseTo(expected?.price ?? 0, 2)
      expect(level.fallPercent).toBeCloseTo(expected?.fallPercent ?? 0, 3)
    })
    expect(liquidationPrice(position)).toBeCloseTo(levels[2]?.price ?? 0, 2)
  })

  it('counts no fall for a line already reached', () => {
    // At $45,000 the warning and margin-call lines are passed; liquidation at $44,444.44 is 1.23 % away.
    const [warning, marginCall, liquidation] = priceLevels(atPrice(lowTierLoan, 45_000))
    expect([warning?.fallPercent, marginCall?.fallPercent]).toEqual([0, 0])
    expect(liquidation?.fallPercent).toBeCloseTo(1.2346, 4)
  })
})

describe('where the loan stands at a price', () => {
  it.each([
    { price: 120_000, ltv: 0.3333, zone: 'healthy', courtesy: null, rebalancing: true },
    { price: 100_000, ltv: 0.4, zone: 'healthy', courtesy: null, rebalancing: false },
    { price: 58_000, ltv: 0.6897, zone: 'healthy', courtesy: null, rebalancing: false },
    { price: 56_000, ltv: 0.7143, zone: 'healthy', courtesy: 'warning', rebalancing: false },
    { price: 53_333.34, ltv: 0.75, zone: 'healthy', courtesy: 'warning', rebalancing: false },
    { price: 53_000, ltv: 0.7547, zone: 'warning', courtesy: 'marginCall', rebalancing: false },
    { price: 50_000, ltv: 0.8, zone: 'marginCall', courtesy: null, rebalancing: false },
    { price: 47_000, ltv: 0.8511, zone: 'marginCall', courtesy: 'liquidation', rebalancing: false },
    { price: 47_500, ltv: 0.8421, zone: 'marginCall', courtesy: null, rebalancing: false },
    { price: 44_444.44, ltv: 0.9, zone: 'liquidation', courtesy: null, rebalancing: false },
  ])('at $price the LTV is $ltv: $zone', ({ price, ltv, zone, courtesy, rebalancing }) => {
    const health = loanHealth(atPrice(lowTierLoan, price))
    expect(health.ltv).toBeCloseTo(ltv, 4)
    expect(health).toMatchObject({ zone, courtesyNoticeFor: courtesy, rebalancing })
  })
})

describe('curing a margin call', () => {
  it('adds coins or repays dollars to bring the LTV back to the warning line', () => {
    // At $50,000 the loan is at 80 %. Back to 75 %: 40,000 / (50,000 x 0.75) = 1.066667 BTC held,
    // or 40,000 - 0.75 x 50,000 = $2,500 repaid.
    const called = atPrice(lowTierLoan, 50_000)
    const cure = cureAmounts(called)
    expect(cure.targetLtv).toBe(0.75)
    expect(cure.coinsToAdd).toBeCloseTo(0.066667, 6)
    expect(cure.usdToRepay).toBeCloseTo(2_500, 6)
  })

  it('asks for nothing when the loan is already at the target', () => {
    expect(cureAmounts(lowTierLoan)).toEqual({ targetLtv: 0.75, coinsToAdd: 0, usdToRepay: 0 })
  })

  it('gives 48 hours from the call, counting down to zero', () => {
    const calledAt = new Date('2026-01-01T00:00:00Z')
    expect(cureDeadline(calledAt).toISOString()).toBe('2026-01-03T00:00:00.000Z')
    expect(cureTimeLeft(calledAt, new Date('2026-01-02T23:00:00Z'))).toBe(60 * 60 * 1000)
    expect(cureTimeLeft(calledAt, new Date('2026-01-04T00:00:00Z'))).toBe(0)
  })
})

describe('what if the price moves', () => {
  it.each([
    { change: 20, price: 120_000, zone: 'healthy', cure: null, fee: null },
    { change: 0, price: 100_000, zone: 'healthy', cure: null, fee: null },
    { change: -45, price: 55_000, zone: 'healthy', cure: null, fee: null },
    {
      change: -50,
      price: 50_000,
      zone: 'marginCall',
      cure: { coins: 0.066667, usd: 2_500 },
      fee: null,
    },
    // 40,000 / (40,000 x 0.75) = 1.333333 BTC held; 40,000 - 30,000 = $10,000 repaid; the fee is
    // at most 2 % of 1 BTC at $40,000.
    {
      change: -60,
      price: 40_000,
      zone: 'liquidation',
      cure: { coins: 0.333333, usd: 10_000 },
      fee: 800,
    },
  ])('$change %: $zone', ({ change, price, zone, cure, fee }) => {
    const stress = priceStress(lowTierLoan, change)
    expect(stress.price).toBeCloseTo(price, 6)
    expect(stress.health.zone).toBe(zone)
    if (cure === null) expect(stress.cure).toBeNull()
    else {
      expect(stress.cure?.coinsToAdd).toBeCloseTo(cure.coins, 6)
      expect(stress.cure?.usdToRepay).toBeCloseTo(cure.usd, 6)
    }
    if (fee === null) expect(stress.liquidationFeeAtMost).toBeNull()
    else expect(stress.liquidationFeeAtMost).toBeCloseTo(fee, 6)
  })

  it('caps the liquidation fee at 2 % of the collateral at the liquidation price', () => {
    // Exactly on the line: 2 % of 1 BTC at $44,444.44.
    expect(liquidationFeeAtMost(lowTierLoan)).toBeCloseTo(888.89, 2)
  })

  it('keeps the LTV of the unchanged position', () => {
    expect(priceStress(highTierLoan, 0).health.ltv).toBe(currentLtv(highTierLoan))
  })
})
