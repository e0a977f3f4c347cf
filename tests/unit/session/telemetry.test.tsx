// @vitest-environment happy-dom

import type { EndpointDefinition } from '@contract/endpoint'
import {
  SESSION_NOT_ESTABLISHED,
  SESSION_RETRIES_FAILED,
  TELEMETRY_LIB_VERSION,
} from '@contract/telemetry'
import { bannerWarnUpdated, telemetrySessionFails } from '@scenarios/platform'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { memoryToken } from '@tests/support/memory-token'
import {
  APP_BASE,
  installAppHarness,
  type RenderAppOptions,
  renderApp,
  server,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '@/api/http-client'
import { REDACTED } from '@/domain/telemetry-scrubber'
import { storageKeyOf } from '@/lib/storage'
import { createTelemetry, TELEMETRY_EVENTS } from '@/session/telemetry'

installAppHarness()

const RESIDENCY_HEADING = 'Where do you live?'

function eventsNamed(simulation: Simulation, event: string) {
  return simulation.engine.telemetryEvents().filter((each) => each.event === event)
}

/** The events of that name the simulated lender received, once it has received one. */
function eventsReceived(simulation: Simulation, event: string) {
  return waitUntil(() => {
    const received = eventsNamed(simulation, event)
    if (received.length === 0) throw new Error(`no ${event} event yet`)
    return received
  })
}

/** The app opened at a residency page, once the page's heading shows. */
async function renderResidency(path = '/residency', options?: RenderAppOptions) {
  const app = await renderApp(path, options)
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: RESIDENCY_HEADING }))
  return app
}

async function standalone(scenario?: Parameters<typeof createSimulation>[0]['scenario']) {
  const simulation = await createSimulation({ services: testServices, scenario })
  server.resetHandlers(...simulation.handlers)
  const token = memoryToken(null)
  const real = createHttpClient({ services: testServices, token })
  const bodies: { id: string; body: unknown }[] = []
  const http: HttpClient = {
    call: ((endpoint: EndpointDefinition, input?: { body?: unknown }) => {
      bodies.push({ id: endpoint.id, body: input?.body })
      return real.call(endpoint, input)
    }) as HttpClient['call'],
  }
  const services = { config: { orgCode: 'MERIDIAN', services: testServices }, http, token }
  return {
    simulation,
    bodies,
    telemetry: createTelemetry(services, { identity: () => 'identity-1' }),
  }
}

describe('page views (refinance-release-shell §1, §4)', () => {
  it('sets up a session, keeps its key where §9 says, and records each page viewed', async () => {
    const app = await renderResidency()
    const [view] = await eventsReceived(app.simulation, TELEMETRY_EVENTS.pageView)
    expect(view).toMatchObject({
      pagePath: `${APP_BASE}/residency`,
      eventType: 'page',
      dontDedupe: true,
      dedupeProperty: null,
      identityId: null,
      applicationUuid: null,
    })
    const [session] = app.simulation.engine.collections.telemetrySessions.all()
    expect(view?.sessionKey).toEqual({
      uuid: session?.uuid,
      epoch: session?.epoch,
      trackerUuid: session?.trackerUuid,
    })
    expect(sessionStorage.getItem('telemetry_uuid')).toBe(session?.uuid)
    expect(sessionStorage.getItem('telemetry_epoch')).toBe(String(session?.epoch))
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe(session?.trackerUuid)
  })

  it('gives the first page of a signed-in borrower’s visit their identity, not null', async () => {
    const simulation = await createSimulation({ services: testServices, scenario: 'at-next-steps' })
    const [application] = simulation.engine.collections.applications.all()
    const [borrower] = simulation.engine.collections.borrowers.all()
    await renderApp(`/${application?.appUuid}/next-steps`, { simulation })
    const views = await eventsReceived(simulation, TELEMETRY_EVENTS.pageView)
    expect(views.map((view) => view.identityId)).toEqual(views.map(() => borrower?.uuid))
  })

  it('forgets the sign-in nonce once the borrower is back signed in', async () => {
    sessionStorage.setItem(
      storageKeyOf('pendingLogin'),
      JSON.stringify({ state: 'a-state-nonce-of-16+', returnPath: `${APP_BASE}/start` }),
    )
    const simulation = await createSimulation({ services: testServices, scenario: 'at-next-steps' })
    const [application] = simulation.engine.collections.applications.all()
    await renderApp(`/${application?.appUuid}/next-steps`, { simulation })
    expect(sessionStorage.getItem(storageKeyOf('pendingLogin'))).toBeNull()
  })

  it('masks a personal number in the page address before it leaves', async () => {
    const app = await renderResidency('/residency?ref=campaign&note=521-44-7839')
    const [view] = await eventsReceived(app.simulation, TELEMETRY_EVENTS.pageView)
    expect(view?.queryParams).toEqual({ ref: 'campaign', note: REDACTED })
    expect(JSON.stringify(app.simulation.engine.snapshot())).not.toContain('521-44-7839')
  })

  it('reports one view per page the borrower moves to', async () => {
    const app = await renderResidency()
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'State of residence' }),
      'California',
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      const paths = eventsNamed(app.simulation, TELEMETRY_EVENTS.pageView).map((e) => e.pagePath)
      expect(paths).toEqual([`${APP_BASE}/residency`, `${APP_BASE}/start`])
    })
    expect(app.requests.count('/ft/borrower/session')).toBe(1)
  })

  it('reports a banner dismissal', async () => {
    const app = await renderApp('/residency', { scenario: bannerWarnUpdated })
    const dismiss = await waitUntil(() => screen.getByRole('button', { name: 'Dismiss' }))
    await app.user.click(dismiss)
    const [event] = await eventsReceived(app.simulation, TELEMETRY_EVENTS.bannerDismissed)
    expect(event?.eventProperties).toEqual({ bannerUuid: '5b0d93fa-6e21-4c87-b3a4-1d7f2e9c8b53' })
  })
})

describe('journey events', () => {
  it('reports that sign-in started, from the page it started on', async () => {
    const app = await renderResidency('/residency', {
      scenario: {
        name: 'legacy-sign-in',
        description: 'Sign-in on the legacy page.',
        decisions: { features: { 'identity-broker': false } },
      },
    })
    await app.user.click(screen.getAllByRole('link', { name: 'Login' })[0] as HTMLElement)
    await waitUntil(() => expect(app.location()).toMatch(/^\/auth\/login/))
    const [event] = await eventsReceived(app.simulation, TELEMETRY_EVENTS.loginStarted)
    expect(event?.pagePath).toBe(`${APP_BASE}/residency`)
  })
})

describe('a session that cannot be established (§7, §8)', () => {
  it('is tried three times, then the app goes on without telemetry', async () => {
    const app = await renderResidency('/residency', { scenario: telemetrySessionFails })
    await waitUntil(() => expect(app.requests.count('/ft/borrower/session')).toBe(3))
    expect(app.requests.count('/ft/borrower/event')).toBe(0)
    expect(app.simulation.engine.telemetryEvents()).toEqual([])
  })

  it('says why: retries failed for the session, no session for the event', async () => {
    const { telemetry } = await standalone(telemetrySessionFails)
    await expect(telemetry.ensureSession()).rejects.toMatchObject({
      message: SESSION_RETRIES_FAILED,
      status: 500,
    })
    await expect(telemetry.send({ event: 'Anything' })).rejects.toThrow(SESSION_NOT_ESTABLISHED)
    expect(await telemetry.track({ event: 'Anything' })).toBe(false)
  })
})

describe('nothing personal leaves in an event', () => {
  it('drops personal fields and masks personal numbers before sending', async () => {
    const { simulation, telemetry } = await standalone()
    const sent = await telemetry.track({
      event: 'Details Submitted',
      eventProperties: {
        state: 'CA',
        ssn: '521-44-7839',
        governmentIssuedIdentifier: 'X12345678',
        manualBank: { routingNumber: '021000021', accountNumber: '000123456789' },
        homeAddress: { street1: '1450 Market St', city: 'San Francisco', zip: '94103' },
        note: 'typed 521447839 by mistake',
      },
    })
    expect(sent).toBe(true)
    const [event] = simulation.engine.telemetryEvents()
    expect(event?.eventProperties).toEqual({
      state: 'CA',
      manualBank: {},
      note: `typed ${REDACTED} by mistake`,
    })
    const everything = JSON.stringify(simulation.engine.snapshot())
    for (const secret of ['521-44-7839', '521447839', 'X12345678', '021000021', '000123456789']) {
      expect(everything).not.toContain(secret)
    }
    expect(everything).not.toContain('1450 Market St')
  })

  it('sends the §9 defaults, the library version and the identity', async () => {
    const { simulation, telemetry, bodies } = await standalone()
    await telemetry.track({ event: 'Something' })
    const sessionBody = bodies.find(({ id }) => id === 'createTelemetrySession')?.body
    expect(sessionBody).toMatchObject({ platform: 'WEB', libVersion: TELEMETRY_LIB_VERSION })
    expect(TELEMETRY_LIB_VERSION).toBe('2.2.24')
    const [event] = simulation.engine.telemetryEvents()
    expect(event).toMatchObject({
      identityId: 'identity-1',
      dontDedupe: true,
      productType: 'CRYPTO_BACKED_LOAN',
    })
  })
})
