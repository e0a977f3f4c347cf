import type { WorldSnapshot } from '../engine/world-snapshot'

/**
 * Where the world is kept between runs. `load` answers the raw stored value, unparsed: the
 * caller decides whether it is still a valid world.
 */
export interface WorldStore {
  load(): Promise<unknown>
  save(snapshot: WorldSnapshot): Promise<void>
  clear(): Promise<void>
}
