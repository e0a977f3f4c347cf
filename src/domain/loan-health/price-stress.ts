import { type LoanHealth, loanHealth } from './health-zone'
import { type CureAmounts, cureAmounts } from './margin-cure'
import { atPrice, type LoanPosition } from './position'
import { liquidationPrice } from './price-levels'
import { LIQUIDATION_FEE_FRACTION } from './thresholds'

/** The range of the "what if the price moves" control, in percent of today's price. */
export const PRICE_CHANGE_RANGE = { min: -60, max: 60, step: 5 } as const

export interface PriceStress {
  readonly priceChangePercent: number
  readonly price: number
  readonly health: LoanHealth
  /** What cures a margin call at that price; null below the margin-call line. */
  readonly cure: CureAmounts | null
  /**
   * The largest liquidation processing fee at that price: 2 % of the whole collateral's value at
   * the lower of that price and the liquidation price. Null below the liquidation line.
   */
  readonly liquidationFeeAtMost: number | null
}

export function liquidationFeeAtMost(position: LoanPosition): number {
  const salePrice = Math.min(position.price, liquidationPrice(position))
  return LIQUIDATION_FEE_FRACTION * position.coinQuantity * salePrice
}

/** The loan's health if the coin price moved by this many percent from today. */
export function priceStress(position: LoanPosition, priceChangePercent: number): PriceStress {
  const stressed = atPrice(position, position.price * (1 + priceChangePercent / 100))
  const health = loanHealth(stressed)
  const calledOrWorse = health.zone === 'marginCall' || health.zone === 'liquidation'
  return {
    priceChangePercent,
    price: stressed.price,
    health,
    cure: calledOrWorse ? cureAmounts(stressed) : null,
    liquidationFeeAtMost: health.zone === 'liquidation' ? liquidationFeeAtMost(stressed) : null,
  }
}
