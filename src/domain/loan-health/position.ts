import type { Offer } from '@contract/pricing'
import type { FundedLoan } from '@contract/servicing'
import { loanToValue } from '../pricing/loan-to-value'
import { type HealthThresholds, thresholdsForLoan } from './thresholds'

/** What the loan-health figures are worked out from: the debt, the coins held, today's price. */
export interface LoanPosition {
  /** US dollars owed. */
  readonly balance: number
  readonly coinQuantity: number
  /** US dollars for one coin. */
  readonly price: number
  readonly thresholds: HealthThresholds
}

export function currentLtv(position: LoanPosition): number {
  return loanToValue(position.balance, position.coinQuantity, position.price)
}

/** The coin price at which the loan reaches this LTV; 0 when nothing is owed. */
export function priceAtLtv(position: LoanPosition, ltv: number): number {
  if (position.coinQuantity <= 0 || ltv <= 0) return Number.POSITIVE_INFINITY
  return position.balance / (position.coinQuantity * ltv)
}

/** The same position at another coin price. */
export function atPrice(position: LoanPosition, price: number): LoanPosition {
  return { ...position, price: Math.max(0, price) }
}

/**
 * The position an offer would open: its principal against the collateral it pledges, at the
 * price the offer was made at. A renewal's offer is read after its top-up. Undefined when the
 * offer pledges nothing or sits in no tier.
 */
export function positionFromOffer(
  offer: Pick<
    Offer,
    | 'amount'
    | 'collateralUnits'
    | 'collateralAmount'
    | 'interestRate'
    | 'ltv'
    | 'postTopUpLoanToValue'
  >,
): LoanPosition | undefined {
  if (offer.collateralUnits <= 0 || offer.collateralAmount <= 0) return undefined
  const thresholds = thresholdsForLoan({
    interestRate: offer.interestRate,
    ltv: offer.postTopUpLoanToValue ?? offer.ltv,
  })
  if (!thresholds) return undefined
  return {
    balance: offer.amount,
    coinQuantity: offer.collateralUnits,
    price: offer.collateralAmount / offer.collateralUnits,
    thresholds,
  }
}

/**
 * A funded loan's position today: what it owes against the coins held, at the servicer's price.
 * Its LTV lines are those of its tier, named by its rate and its LTV at origination. Undefined
 * when the loan sits in no tier.
 */
export function positionFromFundedLoan(
  loan: Pick<
    FundedLoan,
    'balance' | 'collateral' | 'interestRate' | 'originationLtv' | 'valueOfOne'
  >,
): LoanPosition | undefined {
  const thresholds = thresholdsForLoan({
    interestRate: loan.interestRate,
    ltv: loan.originationLtv,
  })
  if (!thresholds) return undefined
  return {
    balance: loan.balance,
    coinQuantity: loan.collateral.coinQuantity,
    price: loan.valueOfOne,
    thresholds,
  }
}
