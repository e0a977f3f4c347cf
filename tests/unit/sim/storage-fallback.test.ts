import { browserPersistence, NO_STORAGE_NOTICE } from '@sim/browser/world-persistence'
import { createSimulation } from '@sim/create-simulation'
import { openDexieWorldStore } from '@sim/persistence/dexie-world-store'
import { servicesAt } from '@sim/service-urls'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Node has no IndexedDB, like a browser that lacks or blocks it; other test files may have
// installed fake-indexeddb in this worker, so it is taken away here.
describe('a browser without IndexedDB', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('cannot open the world store, and says why instead of throwing', async () => {
    const opening = await openDexieWorldStore('no-indexeddb')
    expect(opening).toEqual({ ok: false, reason: 'IndexedDB is not available' })
  })

  it('treats a blocked database like a missing one', async () => {
    const blocked = {
      open() {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        )
      },
    } as unknown as IDBFactory
    const opening = await openDexieWorldStore('blocked', blocked)
    expect(opening.ok).toBe(false)
  })

  it('starts the simulation without persistence and tells the visitor progress is not kept', async () => {
    const { persistence, notice } = await browserPersistence()
    expect(persistence).toBeNull()
    expect(notice).toBe(NO_STORAGE_NOTICE)
    expect(notice).toMatch(/progress will not be kept/)
    const simulation = await createSimulation({
      services: servicesAt('http://sim.test'),
      persistence,
    })
    const { appUuid } = await simulation.engine.createApplication({ organization: 'MERIDIAN' })
    expect(simulation.engine.getApplication(appUuid).state).toBe('APP_START')
    await simulation.flush()
  })
})
