import { randomUUID } from 'node:crypto'
import type { Scenario } from '@scenarios/scenario'
import type { Simulation } from '../create-simulation'
import { createJournal, type Journal } from '../http/journal'

/**
 * The worlds a simulation server holds beside its default one, a world per tester
 * (docs/decisions/0022): each a simulation of its own, as sim/create-simulation.ts makes one,
 * with its own state, clock, scheduler, sessions and token secret. A world no request has
 * reached for the idle time is let go; the server holds at most so many.
 */

export interface WorldLimits {
  /** The most worlds held at once (the default world not counted). */
  maxWorlds: number
  /** A world no request has reached for this long is let go. */
  idleMs: number
}

export const WORLD_LIMITS: WorldLimits = { maxWorlds: 100, idleMs: 30 * 60 * 1_000 }

export interface HeldWorld {
  /** A random v4 UUID: what opens the world, so no one can guess another tester's. */
  readonly id: string
  readonly story: string
  readonly simulation: Simulation
  readonly createdAt: number
  lastUsedAt: number
  /** Every call of the API the world answered. */
  readonly journal: Journal
}

export type Creation =
  | { ok: true; world: HeldWorld }
  /** The server holds its most worlds; one is let go in `retryAfterSeconds` at the latest. */
  | { ok: false; retryAfterSeconds: number }

export interface Worlds {
  readonly limits: WorldLimits
  /**
   * A new world playing the story: one of the catalogue by name, or a story file (a world
   * exported from this server or the demo's controls). Throws for a name the catalogue does
   * not hold.
   */
  create(story: Scenario | string): Promise<Creation>
  /** The world of this id, its idle time restarted; undefined once deleted or expired. */
  use(id: string): HeldWorld | undefined
  /** The world of this id without counting it as used. */
  peek(id: string): HeldWorld | undefined
  delete(id: string): boolean
  list(): HeldWorld[]
  /** Lets go of every world idle past the limit. */
  sweep(): void
}

export function createWorlds({
  limits = WORLD_LIMITS,
  make,
  now = Date.now,
}: {
  limits?: WorldLimits
  make: (story: Scenario | string) => Promise<Simulation>
  now?: () => number
}): Worlds {
  const held = new Map<string, HeldWorld>()
  /** Worlds being made: counted against the limit before they exist, so none goes past it. */
  let making = 0

  function sweep() {
    const oldest = now() - limits.idleMs
    for (const [id, world] of held) if (world.lastUsedAt <= oldest) held.delete(id)
  }

  function peek(id: string) {
    sweep()
    return held.get(id)
  }

  return {
    limits,
    async create(story) {
      sweep()
      if (held.size + making >= limits.maxWorlds) {
        const firstFree = Math.min(
          ...[...held.values()].map((world) => world.lastUsedAt + limits.idleMs),
        )
        const wait = Number.isFinite(firstFree) ? (firstFree - now()) / 1_000 : 1
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) }
      }
      making++
      try {
        const simulation = await make(story)
        const at = now()
        const world: HeldWorld = {
          id: randomUUID(),
          story: simulation.scenario.name,
          simulation,
          createdAt: at,
          lastUsedAt: at,
          journal: createJournal(),
        }
        held.set(world.id, world)
        return { ok: true, world }
      } finally {
        making--
      }
    },
    use(id) {
      const world = peek(id)
      if (world) world.lastUsedAt = now()
      return world
    },
    peek,
    delete: (id) => held.delete(id),
    list() {
      sweep()
      return [...held.values()]
    },
    sweep,
  }
}
