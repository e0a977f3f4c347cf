import { describe, expect, it } from 'vitest'
import { priceOffers } from '@/domain/pricing/price-offer'
import { truthInLending } from '@/domain/pricing/truth-in-lending'

describe('the Truth in Lending figures of a loan', () => {
  // Payments and APRs as price-offer.test.ts has them computed apart (10,100 at 8.91 %: 882.84,
  // APR 10.79); the last payment settles the cents the rounded ones left over.
  // The fee is a prepaid finance charge, so the amount financed is the cash.
  it.each([
    {
      loan: 'no fee, 8.91 %',
      input: { drawAmount: 10_000, amount: 10_000, interestRate: 8.91, term: 12 },
      apr: 8.91,
      financeCharge: 489.17,
      totalOfPayments: 10_489.17,
      fee: 0,
      schedule: [
        { count: 11, amount: 874.1, firstMonth: 1 },
        { count: 1, amount: 874.07, firstMonth: 12 },
      ],
    },
    {
      loan: '1 % fee capitalised, 8.91 %',
      input: { drawAmount: 10_000, amount: 10_100, interestRate: 8.91, term: 12 },
      apr: 10.79,
      financeCharge: 594.06,
      totalOfPayments: 10_594.06,
      fee: 100,
      schedule: [
        { count: 11, amount: 882.84, firstMonth: 1 },
        { count: 1, amount: 882.82, firstMonth: 12 },
      ],
    },
    {
      loan: '1.5 % fee, 11.5 %',
      input: { drawAmount: 20_000, amount: 20_300, interestRate: 11.5, term: 12 },
      apr: 14.334,
      financeCharge: 1_586.62,
      totalOfPayments: 21_586.62,
      fee: 300,
      schedule: [
        { count: 11, amount: 1_798.89, firstMonth: 1 },
        { count: 1, amount: 1_798.83, firstMonth: 12 },
      ],
    },
    {
      loan: 'a payment that divides evenly',
      input: { drawAmount: 1_200, amount: 1_200, interestRate: 0.0001, term: 12 },
      apr: 0,
      financeCharge: 0,
      totalOfPayments: 1_200,
      fee: 0,
      schedule: [{ count: 12, amount: 100, firstMonth: 1 }],
    },
  ])('$loan', ({ input, apr, financeCharge, totalOfPayments, fee, schedule }) => {
    const figures = truthInLending(input)
    expect(figures).toEqual({
      annualPercentageRate: apr,
      financeCharge,
      amountFinanced: input.drawAmount,
      totalOfPayments,
      prepaidFinanceCharge: fee,
      schedule,
    })
    // The box adds up: the schedule is the total, the total less the amount financed the charge.
    const scheduled = figures.schedule.reduce((sum, line) => sum + line.count * line.amount, 0)
    expect(scheduled).toBeCloseTo(figures.totalOfPayments, 2)
    expect(figures.schedule.reduce((sum, line) => sum + line.count, 0)).toBe(input.term)
  })

  it.each([
    { drawAmount: 7_500, coinQuantity: 0.2, valueOfOne: 97_250 },
    { drawAmount: 40_000, coinQuantity: 1, valueOfOne: 97_250 },
  ])('states the APR and payment of the offer priced for $drawAmount', (request) => {
    const [offer] = priceOffers({ ...request, feeRule: { kind: 'percent', percent: 1 } })
    if (!offer) throw new Error('no offer')
    const figures = truthInLending(offer)
    expect(figures.annualPercentageRate).toBe(offer.annualPercentageRate)
    expect(figures.schedule[0]?.amount).toBe(offer.estimatedMonthlyPayment)
    expect(figures.prepaidFinanceCharge).toBe(offer.originationFeeAmount)
  })
})
