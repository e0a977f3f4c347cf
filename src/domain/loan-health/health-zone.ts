import { currentLtv, type LoanPosition } from './position'
import { hasReached, THRESHOLD_KINDS, type ThresholdKind, thresholdLtv } from './price-levels'
import { COURTESY_NOTICE_MARGIN, REBALANCING_LTV } from './thresholds'

/** The highest line the loan has reached, or healthy below them all. */
export type HealthZone = 'healthy' | ThresholdKind

export interface LoanHealth {
  readonly ltv: number
  readonly zone: HealthZone
  /** The next line up when the LTV is within the courtesy margin below it. */
  readonly courtesyNoticeFor: ThresholdKind | null
  /** Below the rebalancing LTV. */
  readonly rebalancing: boolean
}

export function loanHealth(position: LoanPosition): LoanHealth {
  const ltv = currentLtv(position)
  const reached = THRESHOLD_KINDS.filter((kind) => hasReached(position, kind))
  const zone: HealthZone = reached.at(-1) ?? 'healthy'
  const next = THRESHOLD_KINDS.find((kind) => !reached.includes(kind))
  const courtesyNoticeFor =
    next !== undefined && ltv >= thresholdLtv(position, next) - COURTESY_NOTICE_MARGIN - 1e-9
      ? next
      : null
  return { ltv, zone, courtesyNoticeFor, rebalancing: ltv < REBALANCING_LTV }
}
