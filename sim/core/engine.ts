import type { ResolvedScenario } from '@scenarios/scenario'
import { createApplicationStore } from './application-store'
import { createAreaOperations, engineCalls, runLenderJob } from './area-operations'
import { createScheduler } from './scheduler'
import { createStateMachine } from './state-machine'
import { createWorld, type WorldOptions } from './world'
import { seedWorld } from './world-seed'
import type { WorldSnapshot } from './world-snapshot'

export type EngineOptions = WorldOptions

/**
 * The simulated lending backend, without HTTP: operations take and return contract shapes and
 * throw SimError to refuse. Browser, Node tests and the HTTP server all drive this one engine.
 */
export function createEngine(options: EngineOptions) {
  const { clock } = options
  const world = createWorld(options)
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
    run: (job) => runLenderJob(job, { areas, store, machine }),
  })
  const machine = createStateMachine(context, store, scheduler)
  const areas = createAreaOperations(context, store, machine, scheduler)

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

  return {
    ...engineCalls(areas, store),
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
    snapshot: world.snapshot,
    /** Replaces the world with a saved one (already parsed and checked). */
    restore: (saved: WorldSnapshot) => build(() => world.restore(saved)),
  }
}
export type Engine = ReturnType<typeof createEngine>
