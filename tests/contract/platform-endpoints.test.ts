import { getBanners } from '@contract/banners'
import { getLoanStatus } from '@contract/profile'
import { createTelemetrySession, sendTelemetryEvent } from '@contract/telemetry'
import type { Scenario } from '@scenarios/scenario'
import {
  failure,
  signedInBorrower,
  startBackend,
  testServices,
} from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { clientWith, serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

const banner = {
  uuid: 'b1',
  message: 'Maintenance tonight.',
  apps: ['crypto-backed-loan'],
  variant: 'warn' as const,
  active: true,
  dismissable: true,
  metadata: { createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z' },
}

const withBanners: Scenario = {
  name: 'with-banners',
  description: 'A banner that is updated an hour in.',
  world: {
    banners: [{ ...banner, revision: { afterMs: 3_600_000, message: 'Maintenance moved.' } }],
  },
}

const sessionBody = {
  platform: 'WEB' as const,
  libVersion: '2.2.24',
  referrer: '',
  queryParams: {},
  screen: { width: 390, height: 844 },
  window: { width: 390, height: 700 },
  sessionKey: null,
  appVersion: '',
}

function eventBody(sessionKey: { uuid: string; epoch: number; trackerUuid: string }) {
  return {
    domain: 'localhost',
    queryParams: {},
    pagePath: '/account/crypto-backed-loan/start',
    event: 'Page Viewed',
    sessionKey,
    identityId: null,
    applicationUuid: null,
    eventType: 'page',
    productType: 'CRYPTO_BACKED_LOAN',
    eventProperties: { pagePath: '/account/crypto-backed-loan/start' },
    dontDedupe: true,
    dedupeProperty: null,
  }
}

describe('the hosted banner file', () => {
  it('answers the scenario’s banners, with no banners by default', async () => {
    const { client } = await startBackend()
    expect(await client.call(getBanners, { params: { variant: 'production' } })).toEqual([])
  })

  it('answers a banner’s revision, with its update time, once the story reaches it', async () => {
    const { client, simulation } = await startBackend(withBanners)
    expect(await client.call(getBanners, { params: { variant: 'test' } })).toEqual([banner])
    simulation.clock.advance(3_600_000)
    const [updated] = await client.call(getBanners, { params: { variant: 'production' } })
    expect(updated?.message).toBe('Maintenance moved.')
    expect(updated?.metadata).toEqual({
      createdAt: banner.metadata.createdAt,
      updatedAt: '2025-03-03T16:00:00.000Z',
    })
  })

  it('is public: no token needed', async () => {
    await startBackend(withBanners)
    const response = await fetch(`${testServices.content}/banners/production`)
    expect(response.status).toBe(200)
  })
})

describe('loan status at the servicer', () => {
  it('answers the signed-in borrower’s loans with isServicedViaApp', async () => {
    const { client } = await startBackend({
      ...signedInBorrower,
      world: { ...signedInBorrower.world, servicedLoans: [{ isServicedViaApp: true }] },
    })
    expect(await client.call(getLoanStatus)).toEqual({
      loans: [{ profile: { isServicedViaApp: true } }],
    })
  })

  it('answers no loans by default', async () => {
    const { client } = await startBackend(signedInBorrower)
    expect(await client.call(getLoanStatus)).toEqual({ loans: [] })
  })

  it('refuses a caller who is not signed in (401)', async () => {
    await startBackend(signedInBorrower)
    const anonymous = clientWith(null)
    expect((await failure(anonymous.call(getLoanStatus))).status).toBe(401)
  })
})

describe('the telemetry sink', () => {
  it('starts a session, and continues it when its key comes back', async () => {
    const { client } = await startBackend()
    const { sessionKey } = await client.call(createTelemetrySession, { body: sessionBody })
    expect(sessionKey).toEqual({
      uuid: expect.any(String),
      epoch: Date.parse('2025-03-03T15:00:00.000Z'),
      trackerUuid: expect.any(String),
    })
    const again = await client.call(createTelemetrySession, {
      body: { ...sessionBody, sessionKey },
    })
    expect(again.sessionKey).toEqual(sessionKey)
  })

  it('keeps the visitor’s tracker when a session it does not know is renewed', async () => {
    const { client } = await startBackend()
    const stale = { uuid: 'gone', epoch: 1, trackerUuid: 'tracker-1' }
    const { sessionKey } = await client.call(createTelemetrySession, {
      body: { ...sessionBody, sessionKey: stale },
    })
    expect(sessionKey.uuid).not.toBe('gone')
    expect(sessionKey.trackerUuid).toBe('tracker-1')
  })

  it('records events in the world, where a test can read them back', async () => {
    const { client, simulation } = await startBackend()
    const { sessionKey } = await client.call(createTelemetrySession, { body: sessionBody })
    await client.call(sendTelemetryEvent, { body: eventBody(sessionKey) })
    expect(simulation.engine.telemetryEvents()).toEqual([
      { ...eventBody(sessionKey), receivedAt: Date.parse('2025-03-03T15:00:00.000Z') },
    ])
    expect(simulation.engine.snapshot().collections.telemetryEvents).toHaveLength(1)
  })

  it('refuses an event of a session it never started (400)', async () => {
    const { client, simulation } = await startBackend()
    const error = await failure(
      client.call(sendTelemetryEvent, {
        body: eventBody({ uuid: 'unknown', epoch: 1, trackerUuid: 't' }),
      }),
    )
    expect(error.status).toBe(400)
    expect(error.message).toBe('Unknown telemetry session')
    expect(simulation.engine.telemetryEvents()).toEqual([])
  })

  it('refuses a session body that breaks the contract (400)', async () => {
    await startBackend()
    const response = await fetch(`${testServices.telemetry}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sessionBody, platform: 'IOS' }),
    })
    expect(response.status).toBe(400)
  })
})
