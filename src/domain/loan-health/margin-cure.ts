import { MARGIN_CURE_HOURS } from '../pricing/rate-tiers'
import type { LoanPosition } from './position'

const HOUR_MS = 60 * 60 * 1000

/**
 * The LTV a margin call is cured back to. The specification gives the lines but not the target;
 * the product takes the warning line, so a cured loan is not on the edge of the next call
 * (docs/decisions/0011-loan-health.md).
 */
export function cureTargetLtv(position: LoanPosition): number {
  return position.thresholds.warningLtv
}

export interface CureAmounts {
  readonly targetLtv: number
  /** Coins to add to the deposit address, with nothing repaid. */
  readonly coinsToAdd: number
  /** US dollars to repay, with no coins added. */
  readonly usdToRepay: number
}

/** Either way alone brings the LTV back to the cure target; both are 0 when it is already there. */
export function cureAmounts(position: LoanPosition): CureAmounts {
  const targetLtv = cureTargetLtv(position)
  const { balance, coinQuantity, price } = position
  const coinsNeeded = price > 0 ? balance / (price * targetLtv) : Number.POSITIVE_INFINITY
  return {
    targetLtv,
    coinsToAdd: Math.max(0, coinsNeeded - coinQuantity),
    usdToRepay: Math.max(0, balance - targetLtv * coinQuantity * price),
  }
}

/** When the 48-hour cure window of a margin call made at this moment closes. */
export function cureDeadline(calledAt: Date): Date {
  return new Date(calledAt.getTime() + MARGIN_CURE_HOURS * HOUR_MS)
}

/** Milliseconds left to cure; 0 once the window has closed. */
export function cureTimeLeft(calledAt: Date, now: Date): number {
  return Math.max(0, cureDeadline(calledAt).getTime() - now.getTime())
}
