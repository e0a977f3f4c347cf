import { describe, expect, it } from 'vitest'
import { monthlyPayment, presentValue } from '@/domain/pricing/amortisation'
import { annualPercentageRate } from '@/domain/pricing/annual-percentage-rate'

describe('amortisation and APR', () => {
  it.each([
    // principal, annual rate, payment (computed separately)
    [10_000, 8.91, 874.0974664390493],
    [10_100, 8.91, 882.8384411034399],
    [30_300, 11.5, 2685.0361321274945],
    [1_200, 0, 100],
  ])('$%d at %d %% over 12 months pays %d a month', (principal, rate, payment) => {
    expect(monthlyPayment(principal, rate, 12)).toBeCloseTo(payment, 8)
  })

  it('discounts the payments back to the principal at the note rate', () => {
    const payment = monthlyPayment(50_000, 11.5, 12)
    expect(presentValue(payment, 11.5 / 1200, 12)).toBeCloseTo(50_000, 6)
  })

  it.each([
    [10_000, 882.8384411034399, 10.79],
    [20_000, 1774.41785687127, 11.726],
    [5_000, 458.9011698805009, 18.211],
  ])('cash $%d repaid by 12 x %d has APR %d %%', (cash, payment, apr) => {
    expect(
      annualPercentageRate({ cashDrawn: cash, monthlyPayment: payment, months: 12 }),
    ).toBeCloseTo(apr, 3)
  })

  it('equals the interest rate when there is no fee', () => {
    for (const rate of [8.91, 11.5]) {
      const payment = monthlyPayment(25_000, rate, 12)
      expect(
        annualPercentageRate({ cashDrawn: 25_000, monthlyPayment: payment, months: 12 }),
      ).toBeCloseTo(rate, 9)
    }
  })
})
