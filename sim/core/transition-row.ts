import type { AdverseAction } from '@contract/applications'
import type { FinalStepStatus } from '@contract/borrowers'
import type { ApplicationState, Stage } from '@contract/common'
import type { ResolvedScenario } from '@scenarios/scenario'
import type { ApplicationRecord } from './models'

/**
 * What a row of the transition table is, and how the state machine reads the table. Each
 * area writes its own rows (`sim/<area>/*-transitions.ts`); the engine puts them together
 * (engine/transitions.ts).
 */

/**
 * The events of the transition table, by the area whose rows name them: each area declares its
 * own here (`declare module '../core/transition-row'`), and an event is any area's.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the areas declare their events into it
export interface AreaEvents {}

/** What the borrower does (a call) or what the lender does by itself (a scheduled row). */
export type TransitionEvent = AreaEvents[keyof AreaEvents]

export type Decisions = ResolvedScenario['decisions']
/** The scenario decisions a row can read; each has a fixed set of outcomes. */
export type DecisionName = 'softCredit' | 'kyc' | 'release'

/**
 * Where the lender leaves the borrower once the application is in a state: the step of
 * core-journey §4's routing table the borrower is sent to (tests/unit/sim/transitions.test.ts
 * holds the app's routing to the same), or 'moves-on' for a polled state the lender leaves by
 * itself within the app's polling window.
 */
export type Wait =
  | 'complete'
  | 'details'
  | 'renew'
  | 'credit-frozen'
  | 'credit-locked'
  | 'credit-no-match'
  | 'next-steps'
  | 'decline'
  | 'dashboard'
  | 'moves-on'

export interface Destination {
  state: ApplicationState
  stage?: Stage
  waitsFor: Wait
  /** Where the Verify Identity step stands once there. */
  identity?: FinalStepStatus
  /** A decline's reasons, kept on the application for its adverse action notice. */
  adverseAction?: AdverseAction
}

export interface DecidedDestination {
  /** Read from the scenario when the row runs, so a QA replay decides the same each time. */
  decision: DecisionName
  outcomes: Readonly<Record<string, Destination>>
}

/** A row's condition on the application, beside its state: `when`. */
export type RowGuard = (application: ApplicationRecord) => boolean

/**
 * One row: the event `on` (a borrower's call, or the lender's own work when scheduled) takes an
 * application in a `from` state to `to`. Each area names its own events.
 */
export interface TransitionRow<Event extends string = string> {
  from: readonly ApplicationState[]
  on: Event
  to: Destination | DecidedDestination
  /** Scheduled: runs this long (simulated ms) after the application enters a `from` state. */
  afterMs?: number
  /** Only when this holds; a scheduled row whose guard fails is dropped. */
  when?: RowGuard
  /**
   * A deadline: scheduled once, when the application enters `startsIn`, to run `afterMs` later
   * whatever states it passes through meanwhile; it moves the application only if it is then
   * still in a `from` state.
   */
  deadline?: { startsIn: ApplicationState; afterMs: number }
}

/** A day of simulated time, for the windows the lender gives (core-journey §9). */
export const DAY_MS = 24 * 60 * 60 * 1_000

export function isDecided(to: TransitionRow['to']): to is DecidedDestination {
  return 'decision' in to
}

/** Every destination a row can lead to, decided ones included. */
export function destinationsOf(row: TransitionRow): Destination[] {
  return isDecided(row.to) ? Object.values(row.to.outcomes) : [row.to]
}

/** The row an event takes from the application's current state, if any. */
export function findTransition<Event extends string>(
  table: readonly TransitionRow<Event>[],
  application: ApplicationRecord,
  event: Event,
): TransitionRow<Event> | undefined {
  return table.find(
    (row) =>
      row.on === event &&
      row.from.includes(application.state) &&
      (row.when === undefined || row.when(application)),
  )
}

/** Where a row leads now, reading the scenario's decision for decided rows. */
export function resolveDestination(row: TransitionRow, decisions: Decisions): Destination {
  if (!isDecided(row.to)) return row.to
  const outcome = String(decisions[row.to.decision])
  const destination = row.to.outcomes[outcome]
  if (!destination) {
    throw new Error(`Transition on ${row.on} has no outcome for ${row.to.decision}=${outcome}`)
  }
  return destination
}

type DeadlineRow<Event extends string> = TransitionRow<Event> & {
  deadline: NonNullable<TransitionRow['deadline']>
}

/** Deadline rows that start when an application enters `state`. */
export function deadlineRowsStartedBy<Event extends string>(
  table: readonly TransitionRow<Event>[],
  state: ApplicationState,
): DeadlineRow<Event>[] {
  return table.filter((row): row is DeadlineRow<Event> => row.deadline?.startsIn === state)
}

/** Rows the lender runs by itself once an application is in `state`. */
export function scheduledRowsFrom<Event extends string>(
  table: readonly TransitionRow<Event>[],
  state: ApplicationState,
): TransitionRow<Event>[] {
  return table.filter((row) => row.afterMs !== undefined && row.from.includes(state))
}
