import type { ApplicationState, ReportedApplicationState } from '@contract/common'
import type { LiveIn } from './live-states'
import { isPolledState, type NextStep, nextStepFor } from './next-step'

/**
 * Which application page is live in which state (core-journey §2, §4). An old link, a second
 * tab or Back can open a page the application has moved past: a form that would only be
 * refused. Such a visit goes where §4's routing table sends the state, by this one rule.
 *
 * Each page under /{appUuid}/ says on its route where it is live (`staticData.liveIn`), from
 * the groups of live-states.ts: a page of its own lists its states beside its path. The routing
 * page itself, /documents and /collateral-release are live in every state (they route, or stay
 * open after funding).
 */

export function isStateGuarded(liveIn: LiveIn | undefined): liveIn is readonly ApplicationState[] {
  return Array.isArray(liveIn)
}

/**
 * Where a visit to a page live in `liveIn` belongs in `state` instead: null when the page is
 * live, or not guarded by state, or while the state is about to move on by itself (the page's
 * own polling follows it); otherwise §4's destination.
 */
export function redirectFromPage(
  liveIn: LiveIn | undefined,
  state: ReportedApplicationState,
): NextStep | null {
  if (!isStateGuarded(liveIn) || isPolledState(state)) return null
  const live: readonly string[] = liveIn
  return live.includes(state) ? null : nextStepFor(state)
}
