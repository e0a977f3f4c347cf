import { MAX_INITIAL_LTV } from './rate-tiers'
import { roundUpTo } from './rounding'

/**
 * The least collateral that backs `amount` at the maximum initial LTV. Rounded up to 8
 * decimals (a satoshi) so that pledging the figure shown is always enough.
 */
export function minCollateralUnits(amount: number, valueOfOne: number): number {
  return roundUpTo(amount / (valueOfOne * MAX_INITIAL_LTV), 8)
}

/**
 * The least coin that can back the residence's smallest loan; the offer builder shows it as
 * 'Min. {x} {type}', with 4 decimals, so it is rounded up to 4 decimals.
 */
export function minCoinQuantity(residenceMinLoanAmount: number, valueOfOne: number): number {
  return roundUpTo(residenceMinLoanAmount / (valueOfOne * MAX_INITIAL_LTV), 4)
}
