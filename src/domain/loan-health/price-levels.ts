import { currentLtv, type LoanPosition, priceAtLtv } from './position'

export type ThresholdKind = 'warning' | 'marginCall' | 'liquidation'

export const THRESHOLD_KINDS: readonly ThresholdKind[] = ['warning', 'marginCall', 'liquidation']

export function thresholdLtv(position: LoanPosition, kind: ThresholdKind): number {
  const { thresholds } = position
  if (kind === 'warning') return thresholds.warningLtv
  if (kind === 'marginCall') return thresholds.marginCallLtv
  return thresholds.liquidationLtv
}

export interface PriceLevel {
  readonly kind: ThresholdKind
  readonly ltv: number
  /** The coin price, in US dollars, at which the loan reaches this line. */
  readonly price: number
  /**
   * How far the price may fall from today before the line is reached, in percent of today's
   * price; 0 once the line is reached.
   */
  readonly fallPercent: number
}

/** The coin price at each line, and how far below today's price it is. */
export function priceLevels(position: LoanPosition): PriceLevel[] {
  return THRESHOLD_KINDS.map((kind) => {
    const ltv = thresholdLtv(position, kind)
    const price = priceAtLtv(position, ltv)
    const fallPercent = position.price > 0 ? Math.max(0, (1 - price / position.price) * 100) : 0
    return { kind, ltv, price, fallPercent }
  })
}

/** The price at which the loan would be liquidated. */
export function liquidationPrice(position: LoanPosition): number {
  return priceAtLtv(position, position.thresholds.liquidationLtv)
}

/** Whether the loan has reached the line (at or above it). */
export function hasReached(position: LoanPosition, kind: ThresholdKind): boolean {
  // 0.8 computed as 4000 / 5000 may land a hair under; that is still on the line.
  return currentLtv(position) >= thresholdLtv(position, kind) - 1e-9
}
