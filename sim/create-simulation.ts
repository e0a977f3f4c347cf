import type { ServiceName } from '@contract/endpoint'
import { type ResolvedScenario, resolveScenario, type Scenario } from '@scenarios/scenario'
import { DEFAULT_SCENARIO_NAME, findScenario } from '@scenarios/scenario-catalogue'
import type { RequestHandler } from 'msw'
import { createClock, type SimClock } from './core/clock'
import { storyStartingOn } from './core/story-day'
import { createEngine, type Engine } from './engine/engine'
import { routes } from './engine/route-table'
import { parseWorldSnapshot } from './engine/world-snapshot'
import { createHandlers, type Latency } from './http/create-handlers'
import { createFaultInjector, type FaultInjector } from './http/fault-injector'
import { createDebouncedSaver } from './persistence/debounced-saver'
import type { WorldStore } from './persistence/world-store'

export interface PersistenceOptions {
  store: WorldStore
  /** Quiet time after the last change before saving; 300 ms by default. */
  debounceMs?: number
}

export interface SimulationOptions {
  /** Base URL per service, as in the runtime configuration. */
  services: Record<ServiceName, string>
  /**
   * The scenario to play, by name or as data. With persistence, a saved world of the same
   * scenario is resumed and a different one is replaced; without it, the default scenario.
   */
  scenario?: Scenario | string
  /** Start the scenario afresh even if a saved world of the same name exists. */
  restart?: boolean
  persistence?: PersistenceOptions | null
  /** Added to every call; none by default (tests), 150-300 ms in a demo once it is used. */
  latency?: Latency
  /** A running clock follows real time between jumps (demos); a frozen one does not (tests). */
  clockRunning?: boolean
  /** Simulated milliseconds per real one on a running clock; 1 by default. */
  clockRate?: number
  /**
   * Hand out the same ids on every run (a replay whose transcripts are compared); random ids,
   * which no one can guess, by default.
   */
  idSeed?: number
  /**
   * A story loaded starts on this day (any moment of it, epoch ms), its dates moved by whole
   * days: a demo opened in a browser starts today. Without it a story starts on the day it is
   * written for, so replays, tests and pictures come out the same every time.
   */
  startsOn?: number
}

/**
 * How the world came to be: a saved world resumed, a scenario loaded fresh, or a saved world
 * that could not be read and was discarded.
 */
export type WorldOrigin =
  /** A saved world resumed; `migratedFrom` names the older version it was brought up from. */
  | { kind: 'resumed'; migratedFrom?: number }
  | { kind: 'loaded' }
  | { kind: 'reset-unreadable'; reason: string }

export interface Simulation {
  engine: Engine
  clock: SimClock
  handlers: RequestHandler[]
  /** The faults in force; a demo may switch them off and on (a reload restores the scenario's). */
  faults: FaultInjector
  origin: WorldOrigin
  readonly scenario: ResolvedScenario
  /** Replaces the world with the scenario's starting world (the current scenario by default). */
  reset(scenario?: Scenario | string): Promise<void>
  /** Writes any pending save now. */
  flush(): Promise<void>
  /**
   * Deletes the saved world and saves nothing more in this page: the demo's data leaves the
   * browser (a reload starts the story afresh, and saves again).
   */
  forget(): Promise<void>
  /**
   * Takes on the world another tab saved, without saving it back (that tab wrote it): two tabs
   * on one simulated backend then tell the same story. Answers false for an unreadable world.
   */
  adoptSaved(): Promise<boolean>
}

export class UnknownScenarioError extends Error {
  override name = 'UnknownScenarioError'
}

function resolved(scenario: Scenario | string): ResolvedScenario {
  if (typeof scenario !== 'string') return resolveScenario(scenario)
  const found = findScenario(scenario)
  if (!found) throw new UnknownScenarioError(`Unknown scenario "${scenario}"`)
  return resolveScenario(found)
}

/** The simulated backend as every host uses it: browser worker, Node tests, HTTP server. */
export async function createSimulation(options: SimulationOptions): Promise<Simulation> {
  const { startsOn } = options
  const onItsDay = (scenario: ResolvedScenario) =>
    startsOn === undefined ? scenario : storyStartingOn(scenario, startsOn)
  const toScenario = (scenario: Scenario | string) => onItsDay(resolved(scenario))
  const requested = options.scenario === undefined ? null : toScenario(options.scenario)
  const initial = requested ?? toScenario(DEFAULT_SCENARIO_NAME)
  const clock = createClock({
    start: Date.parse(initial.world.startTime),
    running: options.clockRunning ?? false,
    rate: options.clockRate ?? 1,
  })
  const persistence = options.persistence ?? null
  let saver: ReturnType<typeof createDebouncedSaver> | null = null
  const engine = createEngine({
    clock,
    scenario: initial,
    idSeed: options.idSeed ?? null,
    onChange: () => saver?.schedule(),
  })
  const faults = createFaultInjector(initial.faults)
  if (persistence) {
    saver = createDebouncedSaver(persistence.store, engine.snapshot, persistence.debounceMs ?? 300)
  }

  /** A freshly loaded world is saved at once, so the next page load resumes this scenario. */
  async function load(scenario: ResolvedScenario) {
    faults.load(scenario.faults)
    await engine.load(scenario)
    saver?.schedule()
    await saver?.flush()
  }

  let origin: WorldOrigin = { kind: 'loaded' }
  const saved = persistence ? await persistence.store.load() : undefined
  if (saved === undefined || saved === null) {
    await load(initial)
  } else {
    const parsed = parseWorldSnapshot(saved)
    if (!parsed.ok) {
      // An old or damaged world cannot be trusted in part: start clean and say so.
      await persistence?.store.clear()
      origin = { kind: 'reset-unreadable', reason: parsed.reason }
      await load(initial)
    } else if (
      options.restart ||
      (requested !== null && requested.name !== parsed.snapshot.scenario.name)
    ) {
      await load(initial)
    } else {
      await engine.restore(parsed.snapshot)
      faults.load(parsed.snapshot.scenario.faults)
      // What was just read is what is stored: writing it back could overwrite a newer world
      // another tab saved meanwhile. A world brought forward from an older version is saved.
      if (parsed.migratedFrom === null) saver?.cancel()
      origin =
        parsed.migratedFrom === null
          ? { kind: 'resumed' }
          : { kind: 'resumed', migratedFrom: parsed.migratedFrom }
    }
  }
  // The clock moving (a jump in a demo) is a change worth keeping too.
  clock.subscribe(() => saver?.schedule())

  return {
    engine,
    clock,
    handlers: createHandlers({
      services: options.services,
      routes,
      engine,
      faults,
      latency: options.latency,
      // A call is answered once what it changed is saved, as a lender commits before answering;
      // one that changed nothing is answered at once (a read waited for the last write: about
      // 0.3 s before a demo's first figures).
      afterCall: () => saver?.flushChanges() ?? Promise.resolve(),
    }),
    faults,
    origin,
    get scenario() {
      return engine.scenario
    },
    async reset(scenario) {
      await load(scenario === undefined ? onItsDay(engine.scenario) : toScenario(scenario))
    },
    flush: () => saver?.flush() ?? Promise.resolve(),
    async forget() {
      saver?.cancel()
      saver = null
      await persistence?.store.forget()
    },
    async adoptSaved() {
      if (!persistence) return false
      const parsed = parseWorldSnapshot(await persistence.store.load())
      if (!parsed.ok) return false
      await engine.restore(parsed.snapshot)
      faults.load(parsed.snapshot.scenario.faults)
      // Restoring counts as a change here; it is the other tab's, already saved.
      saver?.cancel()
      return true
    },
  }
}
