/**
 * Loan terms the product explains to borrowers (core-journey.md §9). Offers and rates come
 * from the service; these fixed figures only feed the explanations around them.
 */

export const LOAN_TERM_MONTHS = 12

export interface RateTier {
  /** Interest rate in percent. */
  rate: number
  /** The highest initial loan-to-value of the tier, as a fraction. */
  maxInitialLtv: number
  /** Loan-to-value thresholds as fractions. */
  warningLtv: number
  marginCallLtv: number
  liquidationLtv: number
}

export const RATE_TIERS: readonly RateTier[] = [
  { rate: 8.91, maxInitialLtv: 0.5, warningLtv: 0.75, marginCallLtv: 0.8, liquidationLtv: 0.9 },
  { rate: 11.5, maxInitialLtv: 0.75, warningLtv: 0.8, marginCallLtv: 0.85, liquidationLtv: 0.9 },
]

export const MARGIN_CURE_HOURS = 48
export const LIQUIDATION_FEE_PERCENT = 2
export const ORIGINATION_FEE_PERCENT = { domestic: 1, international: 1.5 } as const
