import type { ResolvedScenario } from '@scenarios/scenario'
import type { SimClock } from './clock'
import type { EngineContext } from './engine-context'
import { createIdSource } from './id-source'
import {
  type CollectionName,
  type CollectionRecord,
  type CollectionSchemas,
  type Collections,
  createCollections,
} from './models'
import { toPlain } from './plain'
import { makeTokenSecret } from './token-secret'

export interface WorldOptions {
  clock: SimClock
  scenario: ResolvedScenario
  /** Called after any change to the world, e.g. to save it. */
  onChange?: () => void
  /** Repeatable ids from this seed; random ones when null (the default). */
  idSeed?: number | null
}

/**
 * Everything a world holds, as plain data: the scenario it plays, the simulated clock's time,
 * where its ids stand, its token secret, and every collection's records. A saved world
 * (engine/world-snapshot.ts) is this, checked and versioned.
 */
export interface WorldState {
  scenario: ResolvedScenario
  clockNow: number
  idCounter: number
  idSeed: number | null
  tokenSecret: string
  collections: { [Name in CollectionName]: CollectionRecord<Name>[] }
}

/**
 * What one simulated world is beside its operations: its records (of the collections `schemas`
 * names, the kernel's and the areas'), its ids, the secret its tokens are signed with, the
 * scenario it plays and the simulated clock. It hands the operations their context, and
 * empties, saves and restores itself whole.
 */
export function createWorld(options: WorldOptions, schemas: CollectionSchemas) {
  const { clock } = options
  const collections = createCollections(schemas)
  const ids = createIdSource({ seed: options.idSeed ?? null })
  // Made anew with each world: a token of an earlier world, or of another server, means nothing.
  let tokenSecret = makeTokenSecret(ids.seed)
  let scenario = options.scenario
  // Loading a world creates hundreds of records; the host hears about it once, at the end.
  let muted = false

  const context: EngineContext = {
    collections,
    clock,
    ids,
    tokenSecret: () => tokenSecret,
    scenario: () => scenario,
    reviseScenario(next) {
      scenario = next
      context.changed()
    },
    changed: () => {
      if (!muted) options.onChange?.()
    },
  }

  function clearAll() {
    for (const collection of Object.values(collections)) collection.clear()
  }

  return {
    context,
    /** The host hears nothing while `work` fills the world, then once. */
    async quietly(work: () => Promise<void>): Promise<void> {
      muted = true
      try {
        await work()
      } finally {
        muted = false
      }
    },
    tellHost: () => options.onChange?.(),
    scenario: () => scenario,

    /** Empties the world to start `next` afresh: ids from the start, a new token secret. */
    startAnew(next: ResolvedScenario) {
      scenario = next
      clearAll()
      ids.setCounter(0)
      tokenSecret = makeTokenSecret(ids.seed)
      clock.set(Date.parse(next.world.startTime))
    },

    /** The world as plain data, detached from its records. */
    state(): WorldState {
      const records = Object.fromEntries(
        Object.entries(collections).map(([name, collection]) => [name, toPlain(collection.all())]),
      ) as unknown as WorldState['collections']
      return {
        scenario: toPlain(scenario),
        clockNow: clock.now(),
        idCounter: ids.counter,
        idSeed: ids.seed,
        tokenSecret,
        collections: records,
      }
    },

    /** Replaces the world with a saved one (already parsed and checked). */
    async restore(saved: WorldState): Promise<void> {
      scenario = saved.scenario
      clearAll()
      for (const name of Object.keys(collections) as CollectionName[]) {
        const collection = collections[name] as Collections[CollectionName]
        for (const record of saved.collections[name]) {
          await (collection.create as (value: unknown) => Promise<unknown>)(record)
        }
      }
      ids.setCounter(saved.idCounter)
      ids.setSeed(saved.idSeed)
      tokenSecret = saved.tokenSecret
      clock.set(saved.clockNow)
    },
  }
}
export type World = ReturnType<typeof createWorld>
