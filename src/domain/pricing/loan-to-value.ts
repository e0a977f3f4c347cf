/** Loan-to-value as a fraction: the principal over the dollar value of the collateral. */
export function loanToValue(amount: number, coinQuantity: number, valueOfOne: number): number {
  const collateralValue = coinQuantity * valueOfOne
  return collateralValue > 0 ? amount / collateralValue : Number.POSITIVE_INFINITY
}
