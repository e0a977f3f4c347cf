// @vitest-environment happy-dom

import { bannerInfo, MAINTENANCE_MESSAGE } from '@scenarios/platform'
import type { Fault, Scenario } from '@scenarios/scenario'
import { caApplicationAt } from '@scenarios/story-parts'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { createScenario, signedInScenario } from '@tests/support/factories'
import { adviceFor } from '@tests/support/failure-words'
import {
  APP_BASE,
  installAppHarness,
  type RenderedApp,
  renderApp,
  server,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bannerKeys } from '@/api/query-keys'
import { createTelemetry, TELEMETRY_EVENTS } from '@/session/telemetry'
import { worldOf } from '../scenario-world'

installAppHarness()
const RESIDENCY_HEADING = 'Where do you live?'
const residencyHeading = () => screen.getByRole('heading', { level: 1, name: RESIDENCY_HEADING })
const main = () => screen.getByRole('main')

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * The router reports a failed loader on the console (an error, then a warning naming the
 * route); here that failure is the point. Anything else printed is still a defect.
 */
function collectRouterReports(): string[] {
  const printed: string[] = []
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    })
  }
  return printed
}

/** On the residency page: California chosen, and Continue pressed. */
async function chooseCaliforniaAndContinue(app: RenderedApp) {
  await app.user.selectOptions(
    screen.getByRole('combobox', { name: 'State of residence' }),
    'California',
  )
  await app.user.click(screen.getByRole('button', { name: 'Continue' }))
}

/** The identity step of a signed-in borrower's application at the final steps. */
async function openIdentityStep(scenario: Partial<Scenario>) {
  const { simulation, appUuid } = await worldOf(
    signedInScenario({ world: { applications: [caApplicationAt('FINAL_STEPS')] }, ...scenario }),
  )
  return renderApp(`/${appUuid}/identity`, { simulation })
}

function expectOnlyLoaderReports(printed: string[]) {
  expect(printed.length).toBeGreaterThan(0)
  const others = printed.filter(
    (line) => !/ApiError|Error in route match/.test(line) || /TypeError/.test(line),
  )
  expect(others).toEqual([])
}

describe('the organisation the shell wears (refinance-release-shell §3, §8)', () => {
  it.each([
    [
      'an error answer',
      { endpoint: 'getOrganisationInfo', status: 503, times: 1 },
      'Our servers are having trouble right now. Please try again in a moment.',
    ],
    [
      'a dropped connection',
      { endpoint: 'getOrganisationInfo', networkError: true, times: 1 },
      'We could not reach our servers. Check your connection and try again.',
    ],
  ] as const)(
    'cannot be read (%s): says so plainly, and Try again opens the page',
    async (_l, fault, message) => {
      const printed = collectRouterReports()
      const app = await renderApp('/residency', { scenario: createScenario({ faults: [fault] }) })
      await waitUntil(() =>
        screen.getByRole('heading', { level: 1, name: 'We could not open this page' }),
      )
      expect(screen.getByText(message)).toBeTruthy()
      await app.user.click(screen.getByRole('button', { name: 'Try again' }))
      await waitUntil(residencyHeading)
      expect(app.location()).toBe('/residency')
      // The page below the shell waited for its own data rather than showing without it.
      expectOnlyLoaderReports(printed)
    },
  )
})

describe('the coin prices for the offer builder (core-journey §7)', () => {
  it('cannot be read: the page says so with Try again, which opens the offer builder', async () => {
    const printed = collectRouterReports()
    const app = await renderApp('/start?state=CA', {
      scenario: createScenario({ faults: [{ endpoint: 'getPrices', status: 503, times: 1 }] }),
    })
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'We could not load this page' }),
    )
    expect(
      screen.getByText('Our servers are having trouble right now. Please try again in a moment.'),
    ).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByRole('textbox', { name: 'Collateral amount' }))
    expect(app.location()).toBe('/start?state=CA')
    expectOnlyLoaderReports(printed)
  })
})

describe('the banner file (refinance-release-shell §2, §8)', () => {
  it.each([
    ['an error answer', { endpoint: 'getBanners', status: 503 }],
    ['a dropped connection', { endpoint: 'getBanners', networkError: true }],
  ] as const)(
    'cannot be read (%s): the error is held in state, the page shows no banner and works',
    async (_l, fault) => {
      const app = await renderApp('/residency', { scenario: { ...bannerInfo, faults: [fault] } })
      await waitUntil(residencyHeading)
      const held = await waitUntil(() => {
        const state = app.runtime.queryClient.getQueryState(bannerKeys.list('production'))
        if (state?.status !== 'error') throw new Error('not settled')
        return state
      })
      expect(held.error).toBeTruthy()
      expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
      expect(screen.queryByText(MAINTENANCE_MESSAGE)).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      // The page itself goes on.
      await chooseCaliforniaAndContinue(app)
      await waitUntil(() => expect(app.location()).toMatch(/^\/start/))
    },
  )
})

describe('telemetry events (refinance-release-shell §7, §8)', () => {
  it('a page view the service refuses is dropped without a word, and the next one is recorded', async () => {
    const app = await renderApp('/residency', {
      scenario: createScenario({
        faults: [{ endpoint: 'sendTelemetryEvent', status: 503, times: 1 }],
      }),
    })
    await waitUntil(residencyHeading)
    await waitUntil(() => expect(app.requests.count('/ft/borrower/event')).toBe(1))
    expect(app.simulation.engine.telemetryEvents()).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()

    await chooseCaliforniaAndContinue(app)
    await waitUntil(() => {
      const views = app.simulation.engine
        .telemetryEvents()
        .filter((event) => event.event === TELEMETRY_EVENTS.pageView)
      expect(views.map((view) => view.pagePath)).toEqual([`${APP_BASE}/start`])
    })
    // One session served both.
    expect(app.requests.count('/ft/borrower/session')).toBe(1)
  })

  it("an event that fails says so by the server's status field, and track answers false", async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: createScenario({
        faults: [{ endpoint: 'sendTelemetryEvent', status: 503, times: 2 }],
      }),
    })
    server.resetHandlers(...simulation.handlers)
    const { createHttpClient } = await import('@/api/http-client')
    const { memoryToken } = await import('@tests/support/memory-token')
    const token = memoryToken(null)
    const http = createHttpClient({ services: testServices, token })
    const telemetry = createTelemetry({
      config: { orgCode: 'MERIDIAN', services: testServices },
      http,
      token,
    })
    await expect(telemetry.send({ event: 'Anything' })).rejects.toMatchObject({
      message: '503',
      status: 503,
    })
    expect(await telemetry.track({ event: 'Anything' })).toBe(false)
    expect(await telemetry.track({ event: 'Anything' })).toBe(true)
    expect(simulation.engine.telemetryEvents()).toHaveLength(1)
  })
})

/** A signed-out visitor opening a page of their application, which starts sign-in at once. */
function signedOutAtApplication(faults: Fault[], features: Record<string, boolean> = {}): Scenario {
  return createScenario({
    world: {
      borrower: {
        signedIn: false,
        firstName: 'Dana',
        lastName: 'Okafor',
        email: 'dana@example.com',
      },
      applications: [caApplicationAt('FINAL_STEPS')],
    },
    decisions: { features },
    faults,
  })
}

describe('starting sign-in (refinance-release-shell §4, §7)', () => {
  it.each([
    ['the broker decision is refused', { endpoint: 'getFeatureDecision', status: 503, times: 1 }],
    ['the broker decision drops', { endpoint: 'getFeatureDecision', networkError: true, times: 1 }],
    ['the broker login is refused', { endpoint: 'brokerLogin', status: 500, times: 1 }],
  ] as const)(
    '%s: says sign-in could not start, and Try again goes to the broker',
    async (_l, fault) => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
      const { simulation, appUuid } = await worldOf(signedOutAtApplication([fault]))
      const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
      await waitUntil(() =>
        screen.getByRole('heading', { level: 1, name: "We couldn't start sign-in" }),
      )
      expect(screen.getByText(`${adviceFor(fault)} Your application is saved.`)).toBeTruthy()
      expect(assign).not.toHaveBeenCalled()

      await app.user.click(screen.getByRole('button', { name: 'Try again' }))
      await waitUntil(() => expect(assign).toHaveBeenCalledTimes(1))
      // The broker's redirect, which brings the borrower back to this page.
      expect(String(assign.mock.calls[0]?.[0])).toContain(
        `returnTo=${encodeURIComponent(`${APP_BASE}/${appUuid}/next-steps`)}`,
      )
    },
  )
})

describe("the header's Login link (refinance-release-shell §4)", () => {
  it.each([
    ['the broker decision is refused', { endpoint: 'getFeatureDecision', status: 503, times: 1 }],
    ['the broker login drops', { endpoint: 'brokerLogin', networkError: true, times: 1 }],
  ] as const)('%s: goes to the login page, which comes back here', async (_l, fault) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const app = await renderApp('/residency', { scenario: createScenario({ faults: [fault] }) })
    await waitUntil(residencyHeading)
    await app.user.click(screen.getAllByRole('link', { name: 'Login' })[0] as HTMLElement)
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Sign in' }))
    expect(app.location()).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent(`${APP_BASE}/residency`)}`,
    )
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('feature decisions (refinance-release-shell §7)', () => {
  it('the additional-document decision cannot be had: the borrower uploads one ID, as without the flag', async () => {
    const app = await openIdentityStep({
      decisions: { features: { 'identity-additional-document': true } },
      faults: [{ endpoint: 'getFeatureDecision', status: 503 }],
    })
    await waitUntil(() => within(main()).getByRole('button', { name: 'Upload' }))
    expect(within(main()).getByRole('combobox', { name: 'ID type' })).toBeTruthy()
    expect(within(main()).queryByLabelText(/^Additional document/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(app.requests.count('/api/v2/decision')).toBeGreaterThan(0)
  })
})

describe('who is signed in (refinance-release-shell §7, §8)', () => {
  it('the legacy identity failing alone changes nothing: the broker profile answers', async () => {
    const app = await openIdentityStep({
      faults: [{ endpoint: 'getLegacyIdentity', status: 503 }],
    })
    await waitUntil(() => within(main()).getByRole('button', { name: 'Upload' }))
    expect(app.requests.count('/identity/secure/api/v1/identity')).toBeGreaterThan(0)
  })

  it("neither answering ('User not found'): the step says so, and Try again opens it", async () => {
    const app = await openIdentityStep({
      faults: [
        { endpoint: 'getBrokerProfile', status: 503, times: 1 },
        { endpoint: 'getLegacyIdentity', networkError: true, times: 1 },
      ],
    })
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: "We couldn't load this step" }),
    )
    await app.user.click(within(main()).getByRole('button', { name: 'Try again' }))
    await waitUntil(() => within(main()).getByRole('button', { name: 'Upload' }))
  })
})
