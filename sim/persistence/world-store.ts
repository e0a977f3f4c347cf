import type { WorldSnapshot } from '../engine/world-snapshot'

/**
 * Where the world is kept between runs. `load` answers the raw stored value, unparsed: the
 * caller decides whether it is still a valid world.
 */
export interface WorldStore {
  load(): Promise<unknown>
  save(snapshot: WorldSnapshot): Promise<void>
  clear(): Promise<void>
  /**
   * Deletes the store itself (in a browser, its IndexedDB database): nothing of the world, the
   * demo borrower's name, address and date of birth among it, is left behind.
   */
  forget(): Promise<void>
}
