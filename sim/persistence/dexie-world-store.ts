import { Dexie, type EntityTable } from 'dexie'
import type { WorldSnapshot } from '../engine/world-snapshot'
import type { WorldStore } from './world-store'

interface StoredWorld {
  id: string
  savedAt: number
  /** Kept as stored; parsed by the caller, since old or damaged data must not be trusted. */
  world: unknown
}

const WORLD_KEY = 'world'

/** The simulated world in IndexedDB, one row, so a page reload resumes the same story. */
export function createDexieWorldStore(
  databaseName = 'crypto-backed-loan-simulation',
): WorldStore & {
  close(): void
} {
  const database = new Dexie(databaseName) as Dexie & { worlds: EntityTable<StoredWorld, 'id'> }
  database.version(1).stores({ worlds: 'id' })

  return {
    async load() {
      const row = await database.worlds.get(WORLD_KEY)
      return row?.world
    },
    async save(snapshot: WorldSnapshot) {
      await database.worlds.put({ id: WORLD_KEY, savedAt: Date.now(), world: snapshot })
    },
    async clear() {
      await database.worlds.clear()
    },
    close() {
      database.close()
    },
  }
}
