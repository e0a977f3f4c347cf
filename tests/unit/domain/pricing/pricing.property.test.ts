import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthlyPayment } from '@/domain/pricing/amortisation'
import { annualPercentageRate } from '@/domain/pricing/annual-percentage-rate'
import { minCollateralUnits } from '@/domain/pricing/minimum-collateral'
import { type FeeRule, feeRuleFor, originationFee } from '@/domain/pricing/origination-fee'
import { priceOffers } from '@/domain/pricing/price-offer'
import { maxDrawForLtv, rateRows } from '@/domain/pricing/rate-rows'
import { MAX_INITIAL_LTV, RATE_TIERS, tierForLtv } from '@/domain/pricing/rate-tiers'

/**
 * Properties of the pricing rules (core-journey §9) that must hold for every input, not only for
 * the worked examples of the table tests: fees and payments never negative, the APR never below
 * the rate, the LTV bands choosing the rate, the limits of the rate table backed by the rules.
 */

// From one dollar (below every residence minimum) up to the largest loan, to the cent.
const cash = fc.integer({ min: 100, max: 1_000_000_00 }).map((cents) => cents / 100)
const coins = fc.double({ min: 0.0001, max: 5_000, noNaN: true })
const price = fc.double({ min: 10, max: 250_000, noNaN: true })
const states = fc.constantFrom('CA', 'NY', 'AL', 'KS', 'IA', 'IN', 'MI', 'MO', 'OH', 'FL', 'WA')
const feeRule: fc.Arbitrary<FeeRule> = fc.oneof(
  states.map((state) => feeRuleFor({ state })),
  fc.constant(feeRuleFor({ country: 'GB' })),
)
/** What a borrower asks offers for: cash, the coins pledged, a coin's price and the fee rule. */
const offersRequest = fc.record({
  drawAmount: cash,
  coinQuantity: coins,
  valueOfOne: price,
  feeRule,
})
const interestRate = fc.double({ min: 0, max: 30, noNaN: true })
const rateIncrease = fc.double({ min: 0.01, max: 10, noNaN: true })
const ltv = fc.double({ min: 0.0001, max: MAX_INITIAL_LTV, noNaN: true })

describe('pricing properties', () => {
  it('the origination fee is never negative and never below its floor', () => {
    fc.assert(
      fc.property(cash, feeRule, (drawAmount, rule) => {
        const fee = originationFee(drawAmount, rule)
        expect(fee.amount).toBeGreaterThanOrEqual(0)
        expect(fee.percent).toBeGreaterThanOrEqual(0)
        if (rule.kind === 'percentWithFloor')
          expect(fee.amount).toBeGreaterThanOrEqual(rule.floorUsd)
      }),
    )
  })

  it('the monthly payment repays at least the principal, and grows with the rate', () => {
    fc.assert(
      fc.property(cash, interestRate, rateIncrease, (principal, rate, more) => {
        const payment = monthlyPayment(principal, rate, 12)
        expect(payment).toBeGreaterThan(0)
        expect(payment * 12).toBeGreaterThanOrEqual(principal - 1e-6)
        expect(monthlyPayment(principal, rate + more, 12)).toBeGreaterThan(payment)
      }),
    )
  })

  it('the APR is never negative, and never below the interest rate when a fee is capitalised', () => {
    fc.assert(
      fc.property(offersRequest, (request) => {
        for (const offer of priceOffers(request)) {
          expect(offer.annualPercentageRate).toBeGreaterThanOrEqual(0)
          expect(offer.annualPercentageRate).toBeGreaterThanOrEqual(offer.interestRate - 0.001)
          expect(offer.estimatedMonthlyPayment).toBeGreaterThan(0)
          expect(offer.amount).toBeGreaterThanOrEqual(offer.drawAmount)
        }
      }),
    )
  })

  it('an offer exists exactly when the LTV is within the maximum, at the rate of its band', () => {
    fc.assert(
      fc.property(offersRequest, (request) => {
        const { drawAmount, coinQuantity, valueOfOne, feeRule: rule } = request
        const offers = priceOffers(request)
        const principal = drawAmount + originationFee(drawAmount, rule).amount
        const ltv = principal / (coinQuantity * valueOfOne)
        if (ltv > MAX_INITIAL_LTV + 1e-9) {
          expect(offers).toEqual([])
          return
        }
        if (offers.length === 0) return // LTV within a rounding hair of the maximum
        const [offer] = offers
        const band = RATE_TIERS.find((tier) => ltv > tier.minLtv && ltv <= tier.maxLtv + 1e-9)
        expect(offer?.interestRate).toBe((band ?? RATE_TIERS[0])?.interestRate)
        // Pledging the minimum collateral shown is always enough for the maximum LTV.
        const ltvAtMinimum = principal / ((offer?.minCollateralUnits ?? 0) * valueOfOne)
        expect(ltvAtMinimum).toBeLessThanOrEqual(MAX_INITIAL_LTV + 1e-9)
      }),
    )
  })

  it('a lower LTV never gets a higher rate', () => {
    fc.assert(
      fc.property(ltv, ltv, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const highRate = tierForLtv(high)?.interestRate ?? Number.POSITIVE_INFINITY
        expect(tierForLtv(low)?.interestRate ?? 0).toBeLessThanOrEqual(highRate)
      }),
    )
  })

  it('the largest cash of a rate row keeps its LTV, and a cent more does not', () => {
    fc.assert(
      fc.property(coins, price, feeRule, fc.constantFrom(...RATE_TIERS), (q, v, rule, tier) => {
        const value = q * v
        const most = maxDrawForLtv(value, tier.maxLtv, rule)
        if (most > 0) {
          const principal = most + originationFee(most, rule).amount
          expect(principal).toBeLessThanOrEqual(value * tier.maxLtv + 1e-6)
        }
        const next = Math.round(most * 100 + 1) / 100
        expect(next + originationFee(next, rule).amount).toBeGreaterThan(value * tier.maxLtv - 1e-6)
      }),
    )
  })

  it('rate rows never ask for negative coins and respect the residence limits', () => {
    fc.assert(
      fc.property(coins, price, feeRule, (coinQuantity, valueOfOne, rule) => {
        for (const row of rateRows({
          coinQuantity,
          valueOfOne,
          feeRule: rule,
          minLoanAmount: 5_000,
          maxLoanAmount: 1_000_000,
        })) {
          expect(row.additionalCoinQuantityNeeded).toBeGreaterThanOrEqual(0)
          expect(row.maxAmountUsd).toBeLessThanOrEqual(1_000_000)
          expect(row.maxAmountUsd).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('more collateral never raises the minimum collateral or the LTV', () => {
    fc.assert(
      fc.property(cash, price, (amount, valueOfOne) => {
        const minimum = minCollateralUnits(amount, valueOfOne)
        expect(minimum).toBeGreaterThan(0)
        expect(minCollateralUnits(amount, valueOfOne * 2)).toBeLessThanOrEqual(minimum)
      }),
    )
  })

  it('the APR of a loan with no fee is its interest rate', () => {
    fc.assert(
      fc.property(cash, fc.constantFrom(...RATE_TIERS), (drawAmount, tier) => {
        const payment = monthlyPayment(drawAmount, tier.interestRate, 12)
        const apr = annualPercentageRate({
          cashDrawn: drawAmount,
          monthlyPayment: payment,
          months: 12,
        })
        expect(apr).toBeCloseTo(tier.interestRate, 6)
      }),
    )
  })
})
