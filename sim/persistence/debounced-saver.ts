import type { WorldSnapshot } from '../engine/world-snapshot'
import type { WorldStore } from './world-store'

/**
 * Saves after changes settle: a burst of calls (an offer request touches several records)
 * becomes one write. `flush` writes now, for page hide and for tests.
 */
export function createDebouncedSaver(
  store: WorldStore,
  takeSnapshot: () => WorldSnapshot,
  delayMs: number,
  onError: (error: unknown) => void = () => {},
) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()

  function write(): Promise<void> {
    timer = null
    const snapshot = takeSnapshot()
    // Writes queue behind each other so an older snapshot never lands after a newer one.
    writing = writing.then(() => store.save(snapshot)).catch(onError)
    return writing
  }

  return {
    schedule() {
      if (timer !== null) clearTimeout(timer)
      timer = setTimeout(write, delayMs)
    },
    flush(): Promise<void> {
      if (timer !== null) {
        clearTimeout(timer)
        return write()
      }
      return writing
    },
    /**
     * Writes now what changed since the last write and waits for it; with nothing changed,
     * answers at once rather than waiting for a write already on its way (a call that changed
     * nothing has nothing to keep).
     */
    flushChanges(): Promise<void> {
      return timer === null ? Promise.resolve() : this.flush()
    },
    cancel() {
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}
