import {
  type HealthThresholds,
  LIQUIDATION_FEE_PERCENT,
  RATE_TIERS,
  type RateTier,
  tierForLtv,
} from '../pricing/rate-tiers'

export type { HealthThresholds }

/**
 * A courtesy notice comes 5 % below a threshold (core-journey §9). Read here as five percentage
 * points of LTV: a 75 % warning line gives its notice from 70 %.
 */
export const COURTESY_NOTICE_MARGIN = 0.05

/** Below this LTV the borrower may rebalance (core-journey §9). */
export const REBALANCING_LTV = 0.35

export const LIQUIDATION_FEE_FRACTION = LIQUIDATION_FEE_PERCENT / 100

/**
 * The lines of the tier a loan was priced in. The tier is found by the loan's interest rate
 * when it is one of the tiers' rates (a loan keeps its lines as its LTV moves), otherwise by the
 * LTV at origination; undefined when neither names a tier.
 */
export function thresholdsForLoan(loan: {
  interestRate: number
  ltv: number
}): HealthThresholds | undefined {
  const tier: RateTier | undefined =
    RATE_TIERS.find((candidate) => candidate.interestRate === loan.interestRate) ??
    tierForLtv(loan.ltv)
  if (!tier) return undefined
  return {
    warningLtv: tier.warningLtv,
    marginCallLtv: tier.marginCallLtv,
    liquidationLtv: tier.liquidationLtv,
  }
}
