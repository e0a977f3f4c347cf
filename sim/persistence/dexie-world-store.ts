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
const DEFAULT_DATABASE = 'crypto-backed-loan-simulation'

export type DexieWorldStore = WorldStore & { close(): void }

/** The simulated world in IndexedDB, one row, so a page reload resumes the same story. */
export function createDexieWorldStore(
  databaseName = DEFAULT_DATABASE,
  indexedDB: IDBFactory | undefined = globalThis.indexedDB,
): DexieWorldStore {
  // The factory is read when the store is made, not when Dexie was first loaded, so a page (or
  // a test) that gains IndexedDB later still gets it.
  const database = new Dexie(
    databaseName,
    indexedDB ? { indexedDB, IDBKeyRange: globalThis.IDBKeyRange } : undefined,
  ) as Dexie & {
    worlds: EntityTable<StoredWorld, 'id'>
  }
  database.version(1).stores({ worlds: 'id' })

  return {
    async load() {
      const row = await database.worlds.get(WORLD_KEY)
      return row?.world
    },
    async save(snapshot: WorldSnapshot) {
      // An explicit transaction settles once committed, so another tab told of the save reads it.
      await database.transaction('rw', database.worlds, () =>
        database.worlds.put({ id: WORLD_KEY, savedAt: Date.now(), world: snapshot }),
      )
    },
    async clear() {
      await database.worlds.clear()
    },
    async forget() {
      await database.delete()
    },
    close() {
      database.close()
    },
  }
}

export type WorldStoreOpening = { ok: true; store: DexieWorldStore } | { ok: false; reason: string }

/**
 * Opens the world store if this browser lets it: IndexedDB can be missing (old or embedded
 * browsers) or blocked (private modes, storage settings). The caller then runs without saving.
 */
export async function openDexieWorldStore(
  databaseName = DEFAULT_DATABASE,
  indexedDB: IDBFactory | undefined = globalThis.indexedDB,
): Promise<WorldStoreOpening> {
  if (!indexedDB) return { ok: false, reason: 'IndexedDB is not available' }
  const store = createDexieWorldStore(databaseName, indexedDB)
  try {
    // Reading once proves the database opens; a blocked one fails here, not mid-demo.
    await store.load()
    return { ok: true, store }
  } catch (error) {
    store.close()
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
