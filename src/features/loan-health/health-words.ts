import { formatLtv } from '@/domain/format'
import type { HealthZone } from '@/domain/loan-health/health-zone'
import type { ThresholdKind } from '@/domain/loan-health/price-levels'
import { roundDownTo } from '@/domain/pricing/rounding'

/** What each line is called on screen. */
export const thresholdNames: Record<ThresholdKind, string> = {
  warning: 'LTV warning',
  marginCall: 'Margin call',
  liquidation: 'Liquidation',
}

/** A line named inside a sentence: 'the margin-call line'. */
export const lineNames: Record<ThresholdKind, string> = {
  warning: 'LTV warning',
  marginCall: 'margin-call',
  liquidation: 'liquidation',
}

/** Where the loan stands, in words. */
export const zoneNames: Record<HealthZone, string> = {
  healthy: 'Below the warning line',
  // Past a line, the loan is in that line's zone, by its name.
  ...thresholdNames,
}

/**
 * An LTV to a tenth of a percent, rounded down, so a loan just under a line never reads as on
 * it (79.96 % reads 79.9 %, not 80.0 %).
 */
export function formatHealthLtv(ltv: number): string {
  return formatLtv(roundDownTo(ltv, 3))
}
