import { monthlyPayment } from './amortisation'
import { annualPercentageRate } from './annual-percentage-rate'
import { roundTo, roundToCents } from './rounding'

/**
 * The Truth in Lending figures of a priced loan, from the same rules as its offer: the
 * origination fee is a prepaid finance charge capitalised into the principal, so the amount
 * financed is the cash the borrower receives; payments are level and rounded to the cent, and
 * the last one settles what is left, so the total of payments is what the borrower pays.
 */
export interface TruthInLendingInput {
  /** Cash paid to the borrower, US dollars. */
  drawAmount: number
  /** Principal: the cash plus the capitalised origination fee. */
  amount: number
  /** Interest rate, percent. */
  interestRate: number
  /** Months. */
  term: number
}

export interface PaymentScheduleLine {
  /** How many payments of this amount. */
  count: number
  amount: number
  /** The first of them, counted in months after the loan is funded. */
  firstMonth: number
}

export interface TruthInLending {
  annualPercentageRate: number
  financeCharge: number
  amountFinanced: number
  totalOfPayments: number
  /** The origination fee, charged before the first payment and included in the principal. */
  prepaidFinanceCharge: number
  schedule: PaymentScheduleLine[]
}

export function truthInLending(input: TruthInLendingInput): TruthInLending {
  const { drawAmount, amount, interestRate, term } = input
  const exactPayment = monthlyPayment(amount, interestRate, term)
  const payment = roundToCents(exactPayment)
  const monthlyRate = interestRate / 100 / 12

  // Each month's interest to the cent on the balance; the last payment clears the balance.
  let balance = amount
  for (let month = 1; month < term; month += 1) {
    balance = roundToCents(balance + roundToCents(balance * monthlyRate) - payment)
  }
  const finalPayment = roundToCents(balance + roundToCents(balance * monthlyRate))

  const schedule: PaymentScheduleLine[] =
    finalPayment === payment
      ? [{ count: term, amount: payment, firstMonth: 1 }]
      : [
          ...(term > 1 ? [{ count: term - 1, amount: payment, firstMonth: 1 }] : []),
          { count: 1, amount: finalPayment, firstMonth: term },
        ]
  const totalOfPayments = roundToCents(payment * (term - 1) + finalPayment)
  const amountFinanced = roundToCents(drawAmount)
  return {
    // As the offer states it: solved on the level payment over the cash received.
    annualPercentageRate: roundTo(
      annualPercentageRate({
        cashDrawn: amountFinanced,
        monthlyPayment: exactPayment,
        months: term,
      }),
      3,
    ),
    financeCharge: roundToCents(totalOfPayments - amountFinanced),
    amountFinanced,
    totalOfPayments,
    prepaidFinanceCharge: roundToCents(amount - drawAmount),
    schedule,
  }
}
