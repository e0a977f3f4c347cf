import 'fake-indexeddb/auto'
import { createIdSource } from '@sim/core/id-source'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { parseWorldSnapshot, withoutSensitiveFields } from '@sim/engine/world-snapshot'
import { createDexieWorldStore } from '@sim/persistence/dexie-world-store'
import { servicesAt } from '@sim/service-urls'
import { offerBody as offerRequest } from '@tests/support/simulated-backend'
import { getResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

const services = servicesAt('http://sim.test')

/**
 * A lending call answered by the simulation's own handlers, as its worker answers a page; a body
 * makes it a JSON POST.
 */
function callLending({ handlers }: Pick<Simulation, 'handlers'>, path: string, body?: unknown) {
  const init =
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
  return getResponse(handlers, new Request(`${services.lending}${path}`, init))
}

const stores: Array<ReturnType<typeof createDexieWorldStore>> = []
let databaseCount = 0
function freshStore() {
  databaseCount += 1
  const name = `simulation-test-${databaseCount}`
  const open = () => {
    const store = createDexieWorldStore(name)
    stores.push(store)
    return store
  }
  return { first: open(), reopen: open }
}

afterEach(() => {
  for (const store of stores.splice(0)) store.close()
})

describe('saving the world in IndexedDB', () => {
  it('forgotten, the world’s database is gone and a change saves nothing more', async () => {
    const { first } = freshStore()
    const simulation = await createSimulation({
      services,
      scenario: 'returning-borrower',
      persistence: { store: first, debounceMs: 0 },
    })
    const databases = async () => (await indexedDB.databases()).map((database) => database.name)
    expect(await databases()).toContain(`simulation-test-${databaseCount}`)
    await simulation.forget()
    expect(await databases()).not.toContain(`simulation-test-${databaseCount}`)
    simulation.clock.advance(60_000)
    await simulation.flush()
    expect(await databases()).not.toContain(`simulation-test-${databaseCount}`)
  })

  it('resumes the same applications, clock and scenario after a reload', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({
      services,
      scenario: 'international-borrower',
      persistence: { store: first, debounceMs: 5 },
    })
    expect(before.origin).toEqual({ kind: 'loaded' })
    const { appUuid } = await before.engine.createApplication({ organization: 'MERIDIAN' })
    const offers = await before.engine.requestOffers(appUuid, offerRequest)
    before.clock.advance(60_000)
    await before.flush()

    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed' })
    expect(after.scenario.name).toBe('international-borrower')
    expect(after.clock.now()).toBe(before.clock.now())
    expect(after.engine.getApplication(appUuid)).toEqual(before.engine.getApplication(appUuid))
    expect(after.engine.getOffers(appUuid)).toEqual(offers)
    // Identifiers carry on from where they were, never reusing one.
    const next = await after.engine.createApplication({ organization: 'MERIDIAN' })
    expect(next.appUuid).not.toBe(appUuid)
  })

  it('keeps the signed-in borrower’s session after a reload: the world keeps its signing secret', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({
      services,
      scenario: 'at-next-steps',
      persistence: { store: first },
    })
    const token = before.engine.currentToken()
    const borrower = before.engine.authenticate(token)
    expect(borrower).not.toBeNull()
    await before.flush()

    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed' })
    expect(after.engine.authenticate(token)?.uuid).toBe(borrower?.uuid)
    // Restarted afresh, the world makes a new secret: the old token signs no one in.
    await after.reset()
    expect(after.engine.authenticate(token)).toBeNull()
  })

  it('saves a freshly loaded scenario at once, so the next page load keeps its faults', async () => {
    const { first, reopen } = freshStore()
    await createSimulation({
      services,
      scenario: 'offers-unavailable',
      persistence: { store: first, debounceMs: 10_000 },
    })
    // A later page load names no scenario: it must resume the one loaded, faults included.
    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed' })
    expect(after.scenario.name).toBe('offers-unavailable')
    const { appUuid } = await after.engine.createApplication({ organization: 'MERIDIAN' })
    const response = await callLending(
      after,
      `/insecure/api/v2/applications/${appUuid}/offers`,
      offerRequest,
    )
    expect(response?.status).toBe(503)
  })

  it('saves on its own, debounced, after changes', async () => {
    const { first, reopen } = freshStore()
    const simulation = await createSimulation({
      services,
      persistence: { store: first, debounceMs: 5 },
    })
    const { appUuid } = await simulation.engine.createApplication({ organization: 'MERIDIAN' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const saved = (await reopen().load()) as { collections: { applications: unknown[] } }
    expect(saved.collections.applications).toEqual([expect.objectContaining({ appUuid })])
  })

  it('replaces the saved world when a different scenario is asked for', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({ services, persistence: { store: first } })
    await before.engine.createApplication({ organization: 'MERIDIAN' })
    await before.flush()
    const after = await createSimulation({
      services,
      scenario: 'offers-unavailable',
      persistence: { store: reopen() },
    })
    expect(after.origin).toEqual({ kind: 'loaded' })
    expect(after.engine.collections.applications.count()).toBe(0)
  })

  it('starts the same scenario afresh when asked to restart', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({ services, persistence: { store: first } })
    await before.engine.createApplication({ organization: 'MERIDIAN' })
    await before.flush()
    const after = await createSimulation({
      services,
      scenario: 'fresh-us-borrower',
      restart: true,
      persistence: { store: reopen() },
    })
    expect(after.engine.collections.applications.count()).toBe(0)
  })

  it.each([
    ['garbage', 'not a world at all'],
    ['an older version', { version: 0, scenario: {}, collections: {} }],
    [
      'a damaged record',
      {
        version: 1,
        scenario: { name: 'fresh-us-borrower', description: 'x' },
        clockNow: 0,
        idCounter: 0,
        collections: {
          applications: [{ appUuid: 42 }],
          borrowers: [],
          sessions: [],
          organisations: [],
          states: [],
          countries: [],
          prices: [],
        },
      },
    ],
  ])('detects %s, resets the store and starts afresh', async (_label, stored) => {
    const { first, reopen } = freshStore()
    // Written as a raw value, the way a stale build or a hand edit in dev tools leaves it.
    await first.save(stored as never)
    const simulation = await createSimulation({ services, persistence: { store: reopen() } })
    expect(simulation.origin.kind).toBe('reset-unreadable')
    expect(simulation.engine.listStates().validStates).toHaveLength(51)
    // The unreadable world is gone; what is stored now is the fresh, valid one.
    await simulation.flush()
    expect(parseWorldSnapshot(await reopen().load()).ok).toBe(true)
  })

  it('never writes SSNs, account or ID numbers', () => {
    const cleaned = withoutSensitiveFields({
      profile: { name: 'Ana', ssn: '123-45-6789', idNumber: 'X1234567' },
      bank: [{ accountNumber: '000123456789', routingNumber: '011000015', mask: '6789' }],
      governmentIssuedIdentifier: 'P123',
    })
    expect(cleaned).toEqual({ profile: { name: 'Ana' }, bank: [{ mask: '6789' }] })
  })
})

describe('bringing an older saved world forward', () => {
  async function currentWorld() {
    const simulation = await createSimulation({ services, scenario: 'returning-borrower' })
    return simulation.engine.snapshot()
  }

  it('runs each step from the saved version to the current one, then checks the whole', async () => {
    const world = await currentWorld()
    // The world as an imagined earlier version wrote it: no jobs collection yet.
    const { jobs: _jobs, ...olderCollections } = world.collections
    const older = { ...world, version: world.version - 2, collections: olderCollections }
    const steps = {
      [world.version - 2]: (saved: Record<string, unknown> & { version: number }) => ({
        ...saved,
        version: saved.version + 1,
      }),
      [world.version - 1]: (saved: Record<string, unknown> & { version: number }) => ({
        ...saved,
        version: saved.version + 1,
        collections: { ...(saved.collections as object), jobs: [] },
      }),
    }
    const parsed = parseWorldSnapshot(older, steps, world.version)
    expect(parsed).toMatchObject({ ok: true, migratedFrom: world.version - 2 })
    if (parsed.ok) {
      expect(parsed.snapshot.collections.applications).toEqual(world.collections.applications)
      expect(parsed.snapshot.collections.jobs).toEqual([])
    }
  })

  it('refuses a world no step can bring forward, naming the versions', async () => {
    const world = await currentWorld()
    const parsed = parseWorldSnapshot({ ...world, version: world.version - 1 }, {}, world.version)
    expect(parsed).toEqual({
      ok: false,
      reason: `A world saved by version ${world.version - 1} cannot be brought to version ${world.version}.`,
    })
  })

  it('refuses a world that still does not parse after its steps', async () => {
    const world = await currentWorld()
    const broken = { ...world, version: world.version - 1, clockNow: 'yesterday' }
    const steps = {
      [world.version - 1]: (saved: Record<string, unknown> & { version: number }) => ({
        ...saved,
        version: saved.version + 1,
      }),
    }
    expect(parseWorldSnapshot(broken, steps, world.version).ok).toBe(false)
  })
})

describe('a world saved by version 3', () => {
  it('resumes after the step to version 4 adds the collections it did not have', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({
      services,
      scenario: 'at-next-steps',
      persistence: { store: first },
    })
    const current = before.engine.snapshot()
    const {
      bankLinkItems: _bankLinkItems,
      disbursementAccounts: _disbursementAccounts,
      loanDocuments: _loanDocuments,
      telemetrySessions: _telemetrySessions,
      telemetryEvents: _telemetryEvents,
      ...collections
    } = current.collections
    // What version 3 wrote: no part-two collections, no part-two fields on applications.
    const applications = collections.applications.map(
      ({ collateralPosting: _posting, ...application }) => ({
        ...application,
        progress: { identity: application.progress.identity, disbursement: 'NOT_STARTED' },
      }),
    )
    const { idSeed: _idSeed, ...beforeSeeds } = current
    await first.save({
      ...beforeSeeds,
      version: 3,
      collections: { ...collections, applications },
    } as never)

    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed', migratedFrom: 3 })
    expect(after.engine.collections.applications.count()).toBe(applications.length)
    expect(after.engine.snapshot().collections.loanDocuments).toEqual([])
    // The world brought forward is saved in the current version.
    await after.flush()
    expect((await reopen().load()) as { version: number }).toMatchObject({ version: 5 })
  })
})

describe('a world saved by version 4', () => {
  it('goes on handing out the ids its counter would have (seed 0), not random ones', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({
      services,
      scenario: 'at-next-steps',
      persistence: { store: first },
    })
    const { idSeed: _idSeed, ...current } = before.engine.snapshot()
    await first.save({ ...current, version: 4 } as never)

    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed', migratedFrom: 4 })
    // Its tokens were never signed: its sessions end with the step.
    expect(after.engine.currentToken()).toBeNull()
    const { appUuid } = await after.engine.createApplication({ organization: 'MERIDIAN' })
    const seeded = createIdSource({ seed: 0, counter: current.idCounter })
    expect(appUuid).toBe(seeded.next())
  })
})

describe('a call answered is a call saved', () => {
  it('keeps what a call changed for a page loaded right after the answer, before the quiet time', async () => {
    const { first, reopen } = freshStore()
    const before = await createSimulation({
      services,
      scenario: 'fresh-us-borrower',
      // Far longer than any test: only the save made before answering can be found.
      persistence: { store: first, debounceMs: 60_000 },
    })
    const response = await callLending(before, '/insecure/api/v1/applications/create', {
      organization: 'MERIDIAN',
    })
    if (!response) throw new Error('The simulation did not answer')
    expect(response.status).toBe(200)
    const { appUuid } = (await response.json()) as { appUuid: string }

    // The page reloads at once: the next one reads the saved world.
    const after = await createSimulation({ services, persistence: { store: reopen() } })
    expect(after.origin).toEqual({ kind: 'resumed' })
    expect(after.engine.getApplication(appUuid).appUuid).toBe(appUuid)
  })
})

describe('a call that changed nothing', () => {
  it('is answered while an earlier call’s save is still being written', async () => {
    let saves = 0
    let finishSlowSave = () => {}
    const store = {
      load: async () => undefined,
      clear: async () => {},
      forget: async () => {},
      // The first save (the world loaded) is quick; the next one stays on its way.
      save: () => {
        saves += 1
        if (saves === 1) return Promise.resolve()
        return new Promise<void>((done) => {
          finishSlowSave = done
        })
      },
    }
    const simulation = await createSimulation({
      services,
      scenario: 'fresh-us-borrower',
      persistence: { store, debounceMs: 60_000 },
    })
    const creating = callLending(simulation, '/insecure/api/v1/applications/create', {
      organization: 'MERIDIAN',
    })
    await expect.poll(() => saves).toBe(2)

    const states = await callLending(simulation, '/insecure/api/v1/states/valid')
    expect(states?.status).toBe(200)

    // The call that changed the world is answered once its save is written.
    let created = false
    void creating.then(() => {
      created = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(created).toBe(false)
    finishSlowSave()
    expect((await creating)?.status).toBe(200)
  })
})
