import { DAY_MS, type RowGuard, type TransitionRow } from '../core/transition-row'
import { collateralToPost, sumOf } from './collateral-posting'

/**
 * The collateral's rows of the transition table (core-journey §4, §9). Deposits are recorded by
 * the collateral operations, which fire collateralReceived; the row moves only once the full
 * amount is in.
 */

export type CollateralEvent = 'collateralReceived' | 'collateralWindowClosed'

declare module '../core/transition-row' {
  interface AreaEvents {
    collateral: CollateralEvent
  }
}

/** Collateral must arrive within 5 days of signing or the application is cancelled (§9). */
export const COLLATERAL_WINDOW_MS = 5 * DAY_MS

const collateralFullyReceived: RowGuard = (application) =>
  application.selectedOffer !== null &&
  sumOf(application.collateralPosting.received) >= collateralToPost(application) - 1e-9
const collateralShort: RowGuard = (application) => !collateralFullyReceived(application)

export const collateralTransitions: readonly TransitionRow<CollateralEvent>[] = [
  {
    from: ['WAITING_FOR_COLLATERAL'],
    on: 'collateralReceived',
    when: collateralFullyReceived,
    to: { state: 'FUNDABLE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['WAITING_FOR_COLLATERAL'],
    on: 'collateralWindowClosed',
    afterMs: COLLATERAL_WINDOW_MS,
    when: collateralShort,
    to: { state: 'CANCELLED', stage: 'FINAL', waitsFor: 'dashboard' },
  },
]
