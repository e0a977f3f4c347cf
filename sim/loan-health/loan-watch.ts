import { z } from 'zod'
import { loanHealth } from '@/domain/loan-health/health-zone'
import { cureAmounts } from '@/domain/loan-health/margin-cure'
import type { LoanPosition } from '@/domain/loan-health/position'
import type { HealthThresholds } from '@/domain/loan-health/thresholds'
import { MARGIN_CURE_HOURS } from '@/domain/pricing/rate-tiers'
import { roundUpTo } from '@/domain/pricing/rounding'

const HOUR_MS = 60 * 60 * 1000
/** How often the simulated servicer looks at a loan's LTV. */
export const WATCH_STEP_MS = 15 * 60 * 1000

/** Collateral added to, or a payment made on, a funded loan. */
export const loanEventSchema = z.object({
  at: z.number(),
  kind: z.enum(['COLLATERAL_ADDED', 'PAYMENT']),
  /** Coins added, or US dollars paid. */
  amount: z.number().positive(),
})
export type LoanEvent = z.infer<typeof loanEventSchema>

/** The loan-health area's field on an application record: once funded, its loan's events. */
export const loanHealthApplicationParts = { loanEvents: z.array(loanEventSchema).default([]) }

type LoanHealthApplicationParts = typeof loanHealthApplicationParts
declare module '../core/models' {
  interface ApplicationParts extends LoanHealthApplicationParts {}
}

export interface WatchInput {
  fundedAt: number
  until: number
  balance: number
  coinQuantity: number
  thresholds: HealthThresholds
  priceAt(atMs: number): number
  events: readonly LoanEvent[]
  /** The scenario's borrower answering a margin call, some hours after it is made. */
  cure: { by: 'COLLATERAL' | 'PAYMENT'; afterHours: number } | null
}

export interface WatchResult {
  balance: number
  coinQuantity: number
  marginCalledAt: number | null
  liquidatedAt: number | null
}

/**
 * The servicer's watch over a funded loan, replayed from funding to now on the simulated clock:
 * a margin call opens when the LTV reaches its line, is cured once the LTV is back at the
 * warning line (decision 11), and ends in liquidation after 48 hours or at the liquidation line.
 * Worked out afresh on every read from the price path and the loan's events, so it needs no
 * saved state and gives the same answer at the same moment every time.
 */
export function watchLoan(input: WatchInput): WatchResult {
  let balance = input.balance
  let coinQuantity = input.coinQuantity
  let marginCalledAt: number | null = null
  let liquidatedAt: number | null = null
  let pendingCureAt: number | null = null
  const events = [...input.events].sort((a, b) => a.at - b.at)
  let nextEvent = 0

  const positionAt = (at: number): LoanPosition => ({
    balance,
    coinQuantity,
    price: input.priceAt(at),
    thresholds: input.thresholds,
  })

  for (let at = input.fundedAt; ; at = Math.min(at + WATCH_STEP_MS, input.until)) {
    for (; nextEvent < events.length && (events[nextEvent]?.at ?? Infinity) <= at; nextEvent++) {
      const event = events[nextEvent] as LoanEvent
      if (event.kind === 'COLLATERAL_ADDED') coinQuantity += event.amount
      else balance = Math.max(0, balance - event.amount)
    }
    if (pendingCureAt !== null && pendingCureAt <= at && input.cure) {
      const cure = cureAmounts(positionAt(at))
      if (input.cure.by === 'COLLATERAL') coinQuantity += roundUpTo(cure.coinsToAdd, 6)
      else balance = Math.max(0, balance - roundUpTo(cure.usdToRepay, 2))
      pendingCureAt = null
    }
    const health = loanHealth(positionAt(at))
    if (health.zone === 'liquidation') {
      liquidatedAt = at
      break
    }
    if (marginCalledAt === null && health.zone === 'marginCall') {
      marginCalledAt = at
      if (input.cure) pendingCureAt = at + input.cure.afterHours * HOUR_MS
    } else if (marginCalledAt !== null) {
      if (health.ltv <= input.thresholds.warningLtv + 1e-9) {
        marginCalledAt = null
        pendingCureAt = null
      } else if (at >= marginCalledAt + MARGIN_CURE_HOURS * HOUR_MS) {
        liquidatedAt = at
        break
      }
    }
    if (at >= input.until) break
  }
  return { balance, coinQuantity, marginCalledAt, liquidatedAt }
}
