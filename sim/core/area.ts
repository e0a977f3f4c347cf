import type { ApplicationStore } from './application-store'
import type { EngineContext } from './engine-context'
import type { ApplicationPartSchemas, AreaRecordSchemas, JobRecord } from './models'
import type { Route } from './route'
import type { Scheduler } from './scheduler'
import type { StateMachine } from './state-machine'
import type { TransitionEvent, TransitionRow } from './transition-row'

/**
 * What every area's operations are made over: the world, its applications, its state machine
 * and the lender's scheduled work.
 */
export interface Kernel {
  readonly context: EngineContext
  readonly store: ApplicationStore
  readonly machine: StateMachine
  readonly scheduler: Scheduler
}

/**
 * An area's part of the lender's scheduled work, as its operations' `runJob`: true once it has
 * done a job of its own, false for any other (another area's, or the transition table's).
 */
export type JobRunner = (job: JobRecord) => Promise<boolean>

/**
 * An area of the simulated lender, everything the engine needs of it in one place: its name,
 * its operations (made over the kernel and the operations of the areas it leans on, by their
 * names), the routes that answer its calls, its rows of the transition table, and what it keeps
 * in the world (its collections, its fields on an application, each declared in the registries
 * of core/models.ts). The engine lists the areas in one place (engine/areas.ts); an area listed
 * there adds itself to the engine's calls, the route table, the transition table and the world.
 *
 * Every operation is a call of the engine under its own name, but `runJob` (a JobRunner), which
 * the engine asks of every job before the transition table.
 */
export interface Area {
  readonly name: string
  operations(kernel: Kernel, needs: never): object
  readonly routes?: readonly Route[]
  readonly transitions?: readonly TransitionRow<TransitionEvent>[]
  readonly records?: Partial<AreaRecordSchemas>
  readonly applicationParts?: Partial<ApplicationPartSchemas>
}

/** An area as written, its name and its parts kept as they are (for the engine's types). */
export function defineArea<const Definition extends Area>(area: Definition): Definition {
  return area
}
