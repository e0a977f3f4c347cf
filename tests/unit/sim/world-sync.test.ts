import 'fake-indexeddb/auto'
import { announcingSaves, followingOtherTabs } from '@sim/browser/world-sync'
import { createSimulation } from '@sim/create-simulation'
import { createDexieWorldStore } from '@sim/persistence/dexie-world-store'
import { servicesAt } from '@sim/service-urls'
import { afterEach, describe, expect, it } from 'vitest'

const services = servicesAt('http://sim.test')
const closers: Array<() => void> = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

let tabs = 0
/** A tab: its own simulation over the shared IndexedDB world, on the shared channel. */
async function openTab(database: string, channelName: string) {
  tabs += 1
  const store = createDexieWorldStore(database)
  const channel = new BroadcastChannel(channelName)
  closers.push(() => {
    channel.close()
    store.close()
  })
  const simulation = await createSimulation({
    services,
    scenario: 'returning-borrower',
    persistence: { store: announcingSaves(store, channel), debounceMs: 0 },
  })
  closers.push(followingOtherTabs(simulation, channel))
  return simulation
}

async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check()
      return
    } catch (error) {
      if (attempt > 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

describe('two tabs on one simulated world', () => {
  it('shows in one tab what the other changed, and not the other way round by echo', async () => {
    const database = `world-sync-${tabs}`
    const first = await openTab(database, `${database}-channel`)
    const second = await openTab(database, `${database}-channel`)
    const before = first.engine.collections.applications.count()
    expect(second.engine.collections.applications.count()).toBe(before)

    await first.engine.createApplication({ organization: 'MERIDIAN' })
    await first.flush()
    await eventually(() => expect(second.engine.collections.applications.count()).toBe(before + 1))

    second.clock.advance(60 * 60 * 1000)
    await second.flush()
    await eventually(() => expect(first.clock.now()).toBe(second.clock.now()))
    // Taking on a world never saves it back: the two settle instead of echoing.
    const settled = first.engine.snapshot()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(second.engine.snapshot().collections).toEqual(settled.collections)
  })
})
