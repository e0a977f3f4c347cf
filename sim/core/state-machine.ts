import type { ApplicationState, Stage } from '@contract/common'
import type { ApplicationStore } from './application-store'
import type { EngineContext } from './engine-context'
import type { ApplicationRecord } from './models'
import type { Scheduler } from './scheduler'
import { conflict } from './sim-error'
import {
  type Destination,
  deadlineRowsStartedBy,
  findTransition,
  resolveDestination,
  scheduledRowsFrom,
  type TransitionEvent,
  type TransitionRow,
} from './transition-row'

/** Where every application starts. */
export const INITIAL_STATE: ApplicationState = 'APP_START'

/**
 * Applies the transition table (the areas' rows, as the engine puts them together): the only
 * code that sets an application's state.
 */
export function createStateMachine(
  context: EngineContext,
  store: ApplicationStore,
  scheduler: Scheduler,
  table: readonly TransitionRow<TransitionEvent>[],
) {
  /** Moves the application and schedules the lender's own rows from its new state. */
  async function enter(
    record: ApplicationRecord,
    { state, stage, identity, adverseAction }: Omit<Destination, 'waitsFor'>,
  ): Promise<ApplicationRecord> {
    const updated = await store.updateApplication(record, (draft) => {
      if (draft.state !== state) draft.stateEnteredAt = context.clock.now()
      draft.state = state
      if (stage) draft.stage = stage
      if (identity) draft.progress.identity = identity
      if (adverseAction) draft.adverseAction = adverseAction
    })
    // Pending work belonged to the state being left; a later visit schedules its own.
    scheduler.cancel(record.appUuid)
    for (const row of scheduledRowsFrom(table, state)) {
      await scheduler.schedule(record.appUuid, row.on, row.afterMs ?? 0)
    }
    // A deadline starts once, when the application first enters the state that starts it.
    if (record.state !== state) {
      for (const row of deadlineRowsStartedBy(table, state)) {
        await scheduler.schedule(record.appUuid, row.on, row.deadline.afterMs, { keep: true })
      }
    }
    return updated
  }

  /** The row the event would take now; refuses (409) when the state does not allow it. */
  function expect(
    record: ApplicationRecord,
    event: TransitionEvent,
  ): TransitionRow<TransitionEvent> {
    const row = findTransition(table, record, event)
    if (!row) {
      throw conflict(`Application ${record.appUuid} cannot do that in state ${record.state}`)
    }
    return row
  }

  /** Fires an event if a row takes it from the current state; answers whether one did. */
  async function fire(appUuid: string, event: TransitionEvent): Promise<boolean> {
    const record = store.findApplication(appUuid)
    const row = findTransition(table, record, event)
    if (!row) return false
    await enter(record, resolveDestination(row, context.scenario().decisions))
    return true
  }

  return {
    enter,
    expect,
    fire,
    /** Takes a row already found with `expect`, once the operation's own changes are made. */
    async take(record: ApplicationRecord, row: TransitionRow) {
      return enter(record, resolveDestination(row, context.scenario().decisions))
    },
    /** Where a seed says the story stands: set as is, with the lender's pending work. */
    seed: (record: ApplicationRecord, state: ApplicationState, stage: Stage) =>
      enter(record, { state, stage }),
  }
}
export type StateMachine = ReturnType<typeof createStateMachine>
