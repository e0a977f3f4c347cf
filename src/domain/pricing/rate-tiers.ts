/**
 * The interest rate depends on the loan-to-value at origination (core-journey §9). LTVs are
 * fractions (0.5 is 50 %) and rates are percent (8.91 is 8.91 %), as in the API contract.
 */
export interface RateTier extends HealthThresholds {
  /** Interest rate in percent. */
  readonly interestRate: number
  /** The tier covers initial LTVs above minLtv, up to and including maxLtv. */
  readonly minLtv: number
  readonly maxLtv: number
}

/**
 * The LTV lines a funded loan is watched against (core-journey §9), set by its rate tier. LTVs
 * are fractions, as in the API contract: 0.8 is 80 %.
 */
export interface HealthThresholds {
  readonly warningLtv: number
  readonly marginCallLtv: number
  readonly liquidationLtv: number
}

export const RATE_TIERS: readonly RateTier[] = [
  {
    interestRate: 8.91,
    minLtv: 0,
    maxLtv: 0.5,
    warningLtv: 0.75,
    marginCallLtv: 0.8,
    liquidationLtv: 0.9,
  },
  {
    interestRate: 11.5,
    minLtv: 0.5,
    maxLtv: 0.75,
    warningLtv: 0.8,
    marginCallLtv: 0.85,
    liquidationLtv: 0.9,
  },
]

/** Hours a borrower has to cure a margin call (core-journey §9). */
export const MARGIN_CURE_HOURS = 48
/** Percent of the liquidated collateral charged as a processing fee (core-journey §9). */
export const LIQUIDATION_FEE_PERCENT = 2

/** No loan starts above this LTV; the borrower must pledge more collateral. */
export const MAX_INITIAL_LTV = 0.75

// An LTV computed as 3750 / 5000 can come out a hair above 0.75; that is still 75 %.
const LTV_TOLERANCE = 1e-9

/** The one tier whose band holds this LTV, or undefined above the maximum initial LTV. */
export function tierForLtv(ltv: number): RateTier | undefined {
  return RATE_TIERS.find((tier) => ltv <= tier.maxLtv + LTV_TOLERANCE)
}
