import { monthlyPayment } from './amortisation'
import { annualPercentageRate } from './annual-percentage-rate'
import { LOAN_TERM_MONTHS } from './loan-term'
import { loanToValue } from './loan-to-value'
import { minCollateralUnits } from './minimum-collateral'
import { type FeeRule, originationFee } from './origination-fee'
import { type RateTier, tierForLtv } from './rate-tiers'
import { roundTo, roundToCents } from './rounding'

export interface OfferInput {
  /** Cash the borrower asks for, in US dollars. */
  drawAmount: number
  coinQuantity: number
  /** US dollars for one coin. */
  valueOfOne: number
  feeRule: FeeRule
}

/** The priced terms of one offer, in the contract's units; identifiers are added by the caller. */
export interface OfferTerms {
  drawAmount: number
  amount: number
  term: number
  ltv: number
  originationFee: number
  originationFeeAmount: number
  interestRate: number
  annualPercentageRate: number
  estimatedMonthlyPayment: number
  collateralUnits: number
  minCollateralUnits: number
  collateralAmount: number
  tier: RateTier
}

/**
 * Prices the one offer the collateral supports, or returns an empty list when the LTV is above
 * the maximum initial LTV: the app then asks for more collateral.
 */
export function priceOffers(input: OfferInput): OfferTerms[] {
  const drawAmount = roundToCents(input.drawAmount)
  const fee = originationFee(drawAmount, input.feeRule)
  const amount = roundToCents(drawAmount + fee.amount)
  const ltv = loanToValue(amount, input.coinQuantity, input.valueOfOne)
  const tier = tierForLtv(ltv)
  if (!tier) return []
  const payment = monthlyPayment(amount, tier.interestRate, LOAN_TERM_MONTHS)
  return [
    {
      drawAmount,
      amount,
      term: LOAN_TERM_MONTHS,
      ltv: roundTo(ltv, 4),
      originationFee: fee.percent,
      originationFeeAmount: fee.amount,
      interestRate: tier.interestRate,
      annualPercentageRate: roundTo(
        annualPercentageRate({
          cashDrawn: drawAmount,
          monthlyPayment: payment,
          months: LOAN_TERM_MONTHS,
        }),
        3,
      ),
      estimatedMonthlyPayment: roundToCents(payment),
      collateralUnits: input.coinQuantity,
      minCollateralUnits: minCollateralUnits(amount, input.valueOfOne),
      collateralAmount: roundToCents(input.coinQuantity * input.valueOfOne),
      tier,
    },
  ]
}
