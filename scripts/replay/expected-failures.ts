import type { ResolvedScenario } from '@scenarios/scenario'
import { SESSION_LIFETIME_MS } from '@sim/session/session-operations'

/**
 * The failed calls a story causes on purpose, which its replay must not count as defects. Every
 * other failed call in a replay is one.
 */

/**
 * Faults fail calls on purpose, and so does a lender that refuses a return address or a
 * refinance Loan ID lookup by decision.
 */
export function failsCallsOnPurpose(scenario: Pick<ResolvedScenario, 'faults' | 'decisions'>) {
  return (
    scenario.faults.length > 0 ||
    scenario.decisions.release === 'INVALID_RETURN_ADDRESS' ||
    scenario.decisions.refinanceLookup.outcome === 'ERROR'
  )
}

/**
 * Whether the story's clock moves on past the borrower's sign-in, so that the lender refuses
 * (401) the calls made with it until the borrower signs in again.
 */
export function outlivesTheSignIn(scenario: Pick<ResolvedScenario, 'replay'>): boolean {
  const moved = scenario.replay.steps.reduce(
    (total, step) => total + (step.kind === 'advanceClock' ? step.ms : 0),
    0,
  )
  return moved >= SESSION_LIFETIME_MS
}
