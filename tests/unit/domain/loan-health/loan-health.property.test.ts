import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type HealthZone, loanHealth } from '@/domain/loan-health/health-zone'
import { cureAmounts } from '@/domain/loan-health/margin-cure'
import { atPrice, currentLtv, type LoanPosition } from '@/domain/loan-health/position'
import { priceLevels } from '@/domain/loan-health/price-levels'
import { priceStress } from '@/domain/loan-health/price-stress'
import { RATE_TIERS } from '@/domain/pricing/rate-tiers'

/** Properties of the loan-health figures (core-journey §9) that hold for every loan and price. */

const position: fc.Arbitrary<LoanPosition> = fc.record({
  balance: fc.double({ min: 5_000, max: 1_000_000, noNaN: true }),
  coinQuantity: fc.double({ min: 0.01, max: 5_000, noNaN: true }),
  price: fc.double({ min: 10, max: 250_000, noNaN: true }),
  thresholds: fc.constantFrom(...RATE_TIERS),
})
const priceChange = fc.double({ min: -95, max: 200, noNaN: true })
const ZONE_ORDER: HealthZone[] = ['healthy', 'warning', 'marginCall', 'liquidation']

describe('loan-health properties', () => {
  it('a lower price never gives a lower LTV, nor a better zone', () => {
    fc.assert(
      fc.property(position, priceChange, priceChange, (loan, a, b) => {
        const [lower, higher] = a < b ? [a, b] : [b, a]
        const atLower = priceStress(loan, lower).health
        const atHigher = priceStress(loan, higher).health
        expect(atLower.ltv).toBeGreaterThanOrEqual(atHigher.ltv)
        expect(ZONE_ORDER.indexOf(atLower.zone)).toBeGreaterThanOrEqual(
          ZONE_ORDER.indexOf(atHigher.zone),
        )
      }),
    )
  })

  it('either cure alone brings the LTV back under the margin-call line', () => {
    fc.assert(
      fc.property(position, (loan) => {
        const cure = cureAmounts(loan)
        const withCoins = { ...loan, coinQuantity: loan.coinQuantity + cure.coinsToAdd }
        const withPayment = { ...loan, balance: loan.balance - cure.usdToRepay }
        for (const cured of [withCoins, withPayment]) {
          expect(currentLtv(cured)).toBeLessThanOrEqual(cure.targetLtv + 1e-9)
          expect(loanHealth(cured).zone).not.toBe('marginCall')
          expect(loanHealth(cured).zone).not.toBe('liquidation')
        }
        expect(cure.coinsToAdd).toBeGreaterThanOrEqual(0)
        expect(cure.usdToRepay).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('the lines fall in order: warning price above margin call above liquidation', () => {
    fc.assert(
      fc.property(position, (loan) => {
        const [warning, marginCall, liquidation] = priceLevels(loan).map((level) => level.price)
        expect(warning).toBeGreaterThan(marginCall ?? 0)
        expect(marginCall).toBeGreaterThan(liquidation ?? 0)
      }),
    )
  })

  it('at the price of a line the loan has reached that line', () => {
    fc.assert(
      fc.property(position, (loan) => {
        for (const level of priceLevels(loan)) {
          const zone = loanHealth(atPrice(loan, level.price)).zone
          expect(ZONE_ORDER.indexOf(zone)).toBeGreaterThanOrEqual(ZONE_ORDER.indexOf(level.kind))
        }
      }),
    )
  })
})
