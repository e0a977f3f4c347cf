import { presentValue } from './amortisation'

/**
 * The APR (percent): the annual rate, a monthly rate times 12, at which the payments
 * discount to the cash the borrower actually received. With a capitalised fee the borrower
 * repays more than they got, so the APR sits above the interest rate; with no fee they match.
 */
export function annualPercentageRate(input: {
  cashDrawn: number
  monthlyPayment: number
  months: number
}): number {
  const { cashDrawn, monthlyPayment, months } = input
  if (monthlyPayment * months <= cashDrawn) return 0
  // The present value falls as the rate rises, so bisection always converges; it needs no
  // derivative and no starting guess, and 200 halvings are far below a cent.
  let low = 0
  let high = 1
  while (presentValue(monthlyPayment, high, months) > cashDrawn) high *= 2
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2
    if (presentValue(monthlyPayment, middle, months) > cashDrawn) low = middle
    else high = middle
  }
  return ((low + high) / 2) * 12 * 100
}
