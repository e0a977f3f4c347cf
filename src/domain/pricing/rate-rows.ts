import { capitalisedAmount, type FeeRule } from './origination-fee'
import { RATE_TIERS } from './rate-tiers'
import { roundUpTo } from './rounding'

export interface RateRowInput {
  coinQuantity: number
  valueOfOne: number
  feeRule: FeeRule
  /** The residence's loan limits in US dollars. */
  minLoanAmount: number
  maxLoanAmount: number
}

export interface RateRowTerms {
  rate: number
  minLtv: number
  maxLtv: number
  minAmountUsd: number
  maxAmountUsd: number
  additionalCoinQuantityNeeded: number
}

/**
 * The largest cash (to the cent) whose capitalised principal keeps the LTV at or below
 * `maxLtv` for collateral worth `collateralValue`; 0 when not even a cent fits.
 */
export function maxDrawForLtv(collateralValue: number, maxLtv: number, rule: FeeRule): number {
  const principalLimit = collateralValue * maxLtv
  // Principal as a function of cash is increasing (fee percent plus any floor), so invert each
  // piece and keep the candidate that lands in its own piece.
  const percent = rule.kind === 'none' ? 0 : rule.percent / 100
  const floorUsd = rule.kind === 'percentWithFloor' ? rule.floorUsd : 0
  const abovePercent = principalLimit / (1 + percent)
  const estimate = abovePercent * percent >= floorUsd ? abovePercent : principalLimit - floorUsd
  // Whole cents as integers: stepping a float by 0.01 can round back onto itself.
  let cents = Math.max(Math.floor(estimate * 100), 0)
  // Cent rounding of the fee can move the true limit a cent either way: settle it exactly.
  const fits = (candidate: number) =>
    capitalisedAmount(candidate / 100, rule) <= principalLimit + 1e-9
  while (cents > 0 && !fits(cents)) cents -= 1
  while (fits(cents + 1)) cents += 1
  return cents / 100
}

/** One row per rate tier for the pledged collateral (the offer builder's rate table). */
export function rateRows(input: RateRowInput): RateRowTerms[] {
  const collateralValue = input.coinQuantity * input.valueOfOne
  const minLoanPrincipal = capitalisedAmount(input.minLoanAmount, input.feeRule)
  return RATE_TIERS.map((tier) => {
    const coinsForMinLoan = minLoanPrincipal / (input.valueOfOne * tier.maxLtv)
    return {
      rate: tier.interestRate,
      minLtv: tier.minLtv,
      maxLtv: tier.maxLtv,
      minAmountUsd: input.minLoanAmount,
      maxAmountUsd: Math.min(
        maxDrawForLtv(collateralValue, tier.maxLtv, input.feeRule),
        input.maxLoanAmount,
      ),
      // Rounded up to 4 decimals, the precision the app shows, so adding it is always enough.
      additionalCoinQuantityNeeded: Math.max(0, roundUpTo(coinsForMinLoan - input.coinQuantity, 4)),
    }
  })
}
