import type { Scenario } from '@scenarios/scenario'
import { loadSimulatedBankLink } from '@sim/browser/bank-link/load-simulated-bank-link'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { HttpClient } from '@/api/http-client'
import type { SessionToken } from '@/api/session-token'
import { App, createAppRuntime } from '@/app/app'
import { onCaughtError } from '@/app/caught-errors'
import { pollNow } from '@/app/poll-now'
import type { RuntimeConfig } from '@/config/runtime-config'
import { recordAnswers, writeRecordedAnswers } from './answer-recorder'
import { memoryToken } from './memory-token'
import { testServices } from './test-services'

// Taken before any test fakes the timers: waiting under a fake clock still needs real time
// for module loading and the network stack.
const realSetTimeout = globalThis.setTimeout

/** Where the app is mounted; paths given to `renderApp` are under it. */
export const APP_BASE = '/account/crypto-backed-loan'

export { testServices }

/**
 * One MSW server per test file, answered by a fresh simulation in each test. An unhandled
 * request is an error: every call the app makes must be one the simulated backend knows.
 */
export const server = setupServer()

/**
 * Call once at the top of a test file that renders the app: starts and stops the server,
 * unmounts after each test, and forgets what the app kept in the tab between tests.
 */
export function installAppHarness() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(async () => {
    cleanup()
    await sendingEnded()
    server.resetHandlers()
    server.events.removeAllListeners()
    sessionStorage.clear()
    localStorage.clear()
    restoreRealClock()
  })
  afterAll(() => {
    server.close()
    writeRecordedAnswers()
  })
}

/** The apps rendered in this test: each is let finish sending as it ends, then cut off. */
const renderedApps = new Set<{ client: QueryClient; cutOff: () => void }>()

/**
 * A submit goes on after its page is left (the borrower pressed the button): its next call
 * would otherwise reach the next test's world, and be counted in its requests (a late
 * `PUT alias` of a details submit did, and was refused with 401 there). The apps of the test
 * that ends finish what they send, for at most a second; whatever they send after that never
 * leaves (test files share a worker's fetch, so it would reach the next file's server).
 */
async function sendingEnded() {
  const apps = [...renderedApps]
  renderedApps.clear()
  for (let waited = 0; waited < 1_000; waited += 10) {
    if (apps.every(({ client }) => client.isMutating() === 0)) break
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(10)
    else await new Promise((resolve) => realSetTimeout(resolve, 10))
  }
  for (const { cutOff } of apps) cutOff()
}

/** A fetch that sends until `cutOff`, and afterwards leaves each call unanswered, quietly. */
function fetchUntilCutOff() {
  let cut = false
  const send: typeof fetch = (...args) =>
    cut ? new Promise<Response>(() => undefined) : fetch(...args)
  return {
    fetch: send,
    cutOff: () => {
      cut = true
    },
  }
}

/**
 * The timers a fake clock replaces. setImmediate and queueMicrotask stay real: MSW's interceptors
 * and React's act() run on them, and nothing in the app schedules with them.
 */
const FAKED_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const

type JestShim = { jest?: { advanceTimersByTime: (ms: number) => void } }

/**
 * Testing Library only knows Jest's fake timers: it drains after each user-event action with a
 * zero-delay setTimeout, which a vitest fake clock would hold forever, unless it finds `jest`.
 */
function installFakeClock() {
  vi.useFakeTimers({ toFake: [...FAKED_TIMERS] })
  ;(globalThis as JestShim).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) }
}

function restoreRealClock() {
  vi.useRealTimers()
  delete (globalThis as JestShim).jest
}

/**
 * Lets answers in flight, promises and timers due now run, without moving a fake clock. With
 * real timers it simply gives the app a moment.
 */
export async function settle() {
  await act(async () => {
    for (let round = 0; round < 3; round += 1) {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
      await new Promise((resolve) => realSetTimeout(resolve, 1))
    }
  })
}

/** Moves the fake clock by `ms`, running every timer due on the way, then settles. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
  await settle()
}

/**
 * Waits until `check` stops throwing and returns its result. Under a fake clock it settles
 * instead of letting time pass, so waiting never moves the clock a test is measuring.
 * Up to 10 s of real time: `npm test` runs these beside the browser tests on two cores, where
 * a file's first render (its modules loading) once took past 5 s.
 */
export async function waitUntil<T>(check: () => T, timeoutMs = 10_000): Promise<T> {
  const started = performance.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error
      await settle()
    }
  }
}

/**
 * Moves the fake clock a step at a time until `check` stops throwing, and returns its result:
 * for what the app does on its own time (a poll, a retry's back-off) rather than at once.
 */
export async function advanceUntil<T>(
  check: () => T,
  { stepMs = 1_000, atMostMs = 30_000 }: { stepMs?: number; atMostMs?: number } = {},
): Promise<T> {
  for (let passed = 0; ; passed += stepMs) {
    try {
      return check()
    } catch (error) {
      if (passed >= atMostMs) throw error
      await advance(stepMs)
    }
  }
}

/**
 * Two clicks in one task, as a quick double click lands before the page draws again (user-event
 * waits for a render between its clicks, so its dblClick cannot catch a double send).
 */
export function doubleClickInOneTask(element: HTMLElement) {
  act(() => {
    fireEvent.click(element)
    fireEvent.click(element)
  })
}

/** The app's toasts (refinance-release-shell §9): what it said outside the page. */
export function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

export interface RenderAppOptions {
  /** A named scenario or scenario data; the default scenario when absent. */
  scenario?: Scenario | string
  /** The organisation the deployment is configured for; the scenario's own, else MERIDIAN. */
  orgCode?: string
  /**
   * Stand-in HTTP client, for a test of what the app does with answers the simulation would
   * not give. Requests made through it never reach the simulation.
   */
  http?: HttpClient
  /**
   * Run on vitest fake timers from before the first request; move them with `advance` and wait
   * with `waitUntil` (Testing Library's waitFor and findBy* would wait on the frozen clock).
   */
  fakeTimers?: boolean
  /** Go on with this simulation's world, as a reload of the page would, instead of a fresh one. */
  simulation?: Simulation
}

export interface RequestLog {
  /** Every request the app has sent so far, as 'METHOD /path' under the service's base. */
  readonly all: readonly { method: string; url: URL }[]
  /** How many requests so far went to a URL whose path ends with `pathEnd` (any method). */
  count(pathEnd: string): number
}

/** Counts requests as MSW sees them, not through the app's own code. */
function logRequests(): RequestLog {
  const all: { method: string; url: URL }[] = []
  server.events.on('request:start', ({ request }) => {
    all.push({ method: request.method, url: new URL(request.url) })
  })
  return {
    all,
    count: (pathEnd) => all.filter(({ url }) => url.pathname.endsWith(pathEnd)).length,
  }
}

export interface RenderedApp {
  simulation: Simulation
  user: ReturnType<typeof userEvent.setup>
  runtime: ReturnType<typeof createAppRuntime>
  token: SessionToken
  config: RuntimeConfig
  requests: RequestLog
  /** Where the app's router is now, under APP_BASE, e.g. '/residency'. */
  location(): string
  /**
   * The screens' running polls ask now, as the page's do when the simulation says its world
   * moved: what a poll would tell them is learnt without waiting out its interval.
   */
  pollNow(): Promise<void>
}

/**
 * Renders the whole app at `path` (under APP_BASE, e.g. '/start?state=CA'), answered by the real
 * simulated backend in Node: no persistence, a frozen clock, no latency.
 */
export async function renderApp(
  path: string,
  options: RenderAppOptions = {},
): Promise<RenderedApp> {
  const simulation =
    options.simulation ??
    (await createSimulation({ services: testServices, scenario: options.scenario }))
  server.resetHandlers(...simulation.handlers)
  server.events.removeAllListeners()
  const requests = logRequests()
  recordAnswers(server, testServices, simulation.scenario.name)

  const orgCode = options.orgCode ?? simulation.scenario.world.organisation ?? 'MERIDIAN'
  const config: RuntimeConfig = { orgCode, services: testServices }
  const token = memoryToken(simulation.engine.currentToken())

  if (options.fakeTimers) installFakeClock()
  // user-event waits between keys with setTimeout; under a fake clock it must move it itself.
  const user = userEvent.setup({
    advanceTimers: async (ms) => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms)
    },
  })

  const history = createMemoryHistory({ initialEntries: [`${APP_BASE}${path}`] })
  // Without a stand-in the app builds its own real HTTP client on these services and token, with
  // the session-end handling it has in production.
  const calls = fetchUntilCutOff()
  const runtime = createAppRuntime(config, {
    token,
    history,
    fetch: calls.fetch,
    // The bank-link SDK's stand-in, as the simulation hands it to the app in the browser.
    bankLink: loadSimulatedBankLink,
    ...(options.http ? { http: options.http } : {}),
  })
  renderedApps.add({ client: runtime.queryClient, cutOff: calls.cutOff })
  // As the app's root reports them (src/app/boot.tsx).
  render(<App config={config} runtime={runtime} />, { onCaughtError })
  return {
    simulation,
    user,
    runtime,
    token,
    config,
    requests,
    location: () => {
      const { pathname, searchStr } = runtime.router.state.location
      return `${pathname}${searchStr}`
    },
    pollNow: () => act(() => pollNow(runtime.queryClient)),
  }
}
