import type { ResolvedScenario } from '@scenarios/scenario'
import { createApplicationStore } from '../core/application-store'
import type { JobRunner } from '../core/area'
import type { JobRecord } from '../core/models'
import { createScheduler } from '../core/scheduler'
import { createStateMachine } from '../core/state-machine'
import type { TransitionEvent } from '../core/transition-row'
import { createWorld, type WorldOptions } from '../core/world'
import { AREAS, type AreaOperations, collectionSchemas, createAreaOperations } from './areas'
import { engineCalls } from './engine-calls'
import { transitions } from './transitions'
import { seedWorld } from './world-seed'
import { snapshotOf, type WorldSnapshot } from './world-snapshot'

export type EngineOptions = WorldOptions

/**
 * The simulated lending backend, without HTTP: operations take and return contract shapes and
 * throw SimError to refuse. Browser, Node tests and the HTTP server all drive this one engine.
 * It puts the parts together: the kernel's world, applications, state machine and scheduler,
 * and over them the areas (areas.ts), their operations side by side as its calls.
 */
export function createEngine(options: EngineOptions) {
  const { clock } = options
  const world = createWorld(options, collectionSchemas)
  const { context } = world
  const store = createApplicationStore(context)
  // Whoever shows the world (the browser's app) hears when the lender's work moved it.
  const lenderWorkListeners = new Set<() => void>()
  const scheduler = createScheduler({
    ...context,
    worked: () => {
      for (const listener of lenderWorkListeners) listener()
    },
    // The areas are made below, before the first job can run.
    run: (job) => runLenderJob(job),
  })
  const machine = createStateMachine(context, store, scheduler, transitions)
  const areas: AreaOperations = createAreaOperations({ context, store, machine, scheduler })
  // The areas' own scheduled work, each asked in the order of the list.
  const jobRunners = AREAS.flatMap(({ name }) => {
    const { runJob } = areas[name] as { runJob?: JobRunner }
    return runJob ? [runJob] : []
  })

  /**
   * Runs one job of the lender's scheduled work: the area whose job it is does it; any other
   * job is an event of the transition table, for an application the world still holds.
   */
  async function runLenderJob(job: JobRecord): Promise<void> {
    for (const runJob of jobRunners) {
      if (await runJob(job)) return
    }
    if (store.find(job.appUuid)) await machine.fire(job.appUuid, job.event as TransitionEvent)
  }

  // Time passing (a demo's jump, a test's advance) runs the lender's due work; not while a
  // world is being built, which runs it once at the end.
  let building = false
  clock.subscribe(() => {
    if (!building) void scheduler.runDue()
  })

  async function build(work: () => Promise<void>): Promise<void> {
    building = true
    try {
      await world.quietly(work)
    } finally {
      building = false
    }
    await scheduler.runDue()
    world.tellHost()
  }

  return engineCalls(areas, {
    /** The lender's pending work, soonest first (for tests and demo panels). */
    pendingJobs: scheduler.pending,
    /** Runs the work due by the simulated clock's now; the HTTP adapter calls it per request. */
    runDueJobs: scheduler.runDue,
    /**
     * Calls `listener` each time the lender's scheduled work has run (a clock jump, time passing,
     * a demo control): the world moved without a call. Answers a function that stops it.
     */
    onLenderWork(listener: () => void): () => void {
      lenderWorkListeners.add(listener)
      return () => lenderWorkListeners.delete(listener)
    },
    collections: context.collections,
    clock,
    get scenario(): ResolvedScenario {
      return world.scenario()
    },
    /** Empties the world and builds the scenario's starting world from the fixtures. */
    load: (next: ResolvedScenario) =>
      build(async () => {
        world.startAnew(next)
        await seedWorld({ context, areas, store, machine }, next.world)
      }),
    snapshot: (): WorldSnapshot => snapshotOf(world.state()),
    /** Replaces the world with a saved one (already parsed and checked). */
    restore: (saved: WorldSnapshot) => build(() => world.restore(saved)),
  })
}
export type Engine = ReturnType<typeof createEngine>
