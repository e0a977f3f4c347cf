import type { PersistenceOptions } from '../create-simulation'
import { openDexieWorldStore, type WorldStoreOpening } from '../persistence/dexie-world-store'

export const NO_STORAGE_NOTICE =
  'This browser does not allow the demo to store data, so demo progress will not be kept when you reload or leave the page.'

export interface BrowserPersistence {
  persistence: PersistenceOptions | null
  /** What to tell the visitor when the world cannot be kept. */
  notice: string | null
}

/** Saving when the browser allows it; otherwise the simulation runs in memory and says so. */
export async function browserPersistence(
  open: () => Promise<WorldStoreOpening> = () => openDexieWorldStore(),
): Promise<BrowserPersistence> {
  const opening = await open().catch(
    (error: unknown): WorldStoreOpening => ({ ok: false, reason: String(error) }),
  )
  if (opening.ok) return { persistence: { store: opening.store }, notice: null }
  return { persistence: null, notice: NO_STORAGE_NOTICE }
}
