/**
 * The level monthly payment that repays `principal` over `months` at `annualRatePercent`
 * (standard amortisation, interest compounded monthly at a twelfth of the annual rate).
 * Not rounded: callers round for display so that the APR can be solved on exact figures.
 */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
): number {
  const monthlyRate = annualRatePercent / 100 / 12
  if (monthlyRate === 0) return principal / months
  // 1 - (1 + r)^-n written with log1p/expm1: the plain form loses every digit for tiny rates.
  return (principal * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate))
}

/** What `months` payments of `payment` are worth today at a monthly rate. */
export function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate
}
