import type { Simulation } from '../create-simulation'
import type { WorldStore } from '../persistence/world-store'

/**
 * Every tab of the demo runs its own copy of the simulated backend (MSW answers inside the
 * page), all saved to one IndexedDB world. After each save a tab says so on a broadcast
 * channel; the others take on the saved world, so a change made in one tab (an offer chosen,
 * the clock moved from the demo panel) is what the next call in another tab sees.
 */
export const WORLD_CHANNEL = 'crypto-backed-loan-simulation-world'

interface WorldSaved {
  kind: 'world-saved'
}

/** The store, telling the other tabs after each write. */
export function announcingSaves(store: WorldStore, channel: BroadcastChannel): WorldStore {
  return {
    load: () => store.load(),
    clear: () => store.clear(),
    forget: () => store.forget(),
    async save(snapshot) {
      await store.save(snapshot)
      channel.postMessage({ kind: 'world-saved' } satisfies WorldSaved)
    },
  }
}

/** Takes on each world another tab saves; answers a function that stops listening. */
export function followingOtherTabs(simulation: Simulation, channel: BroadcastChannel): () => void {
  // Saves can come in bursts; adopting them one after another keeps the newest last.
  let adopting: Promise<unknown> = Promise.resolve()
  const onMessage = (event: MessageEvent<WorldSaved>) => {
    if (event.data?.kind !== 'world-saved') return
    adopting = adopting.then(() => simulation.adoptSaved()).catch(() => false)
  }
  channel.addEventListener('message', onMessage)
  return () => channel.removeEventListener('message', onMessage)
}
