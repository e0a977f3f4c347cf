import { findScenario } from '@scenarios/scenario-catalogue'
import { setupWorker } from 'msw/browser'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import {
  BANNER_DISMISSALS_KEY,
  TAB_STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
} from '@/api/contract/browser-storage'
import type { ServiceName } from '@/api/contract/endpoint'
import { createSimulation, type Simulation } from '../create-simulation'
import type { Latency } from '../http/create-handlers'
import { announcingBackendMoves } from './backend-moved'
import { mountDemoPanel } from './demo-panel/demo-panel'
import { showNotice } from './show-notice'
import { takeSwitchesOffTheAddress } from './simulation-switches'
import { browserPersistence } from './world-persistence'
import { announcingSaves, followingOtherTabs, WORLD_CHANNEL } from './world-sync'

/** The bank-link SDK's stand-in, for the app's services (loaded when a link screen needs it). */
export { loadSimulatedBankLink } from './bank-link/load-simulated-bank-link'

/** The organisation picked with `?org=` lasts for the tab, like a real branded entry link. */
const ORG_KEY = 'simulation.orgCode'

/** The part of the app's runtime configuration the simulation reads and may change. */
interface SimulatedDeployment {
  orgCode: string
  services: Record<ServiceName, string>
}

declare global {
  interface Window {
    /** The running simulation, for scenario runners and for poking at it from dev tools. */
    __simulation?: Simulation
  }
}

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/**
 * Starts the simulated backend in the browser (development and demo modes only) and answers
 * the configuration the app should use: `?org=CODE` or the scenario may change the brand.
 *
 * URL switches: `?scenario=name` plays a named scenario (a different one from the saved world
 * replaces it; the same one resumes), `&restart` starts it afresh, `?org=CODE` picks a brand.
 */
/**
 * `&restart` asks for a fresh start once: it is taken off the address, so a reload resumes the
 * story where it stands instead of starting it over.
 */
function consumeRestart(query: URLSearchParams): boolean {
  return query.has('restart')
}

/**
 * A story opened by URL at the app's root lands where it starts: a scenario with an
 * application opens that application (/{appUuid}), whose own routing finds its step, rather
 * than the offer builder. A URL naming a page keeps it.
 */
function landWhereTheStoryStarts(simulation: Simulation) {
  const root = `${APP_BASE_PATH}/`
  if (window.location.pathname !== root && window.location.pathname !== APP_BASE_PATH) return
  const [first] = simulation.engine.snapshot().collections.applications
  if (!first) return
  const url = new URL(window.location.href)
  url.pathname = `${root}${first.appUuid}`
  window.history.replaceState(window.history.state, '', url)
}

/**
 * A story's URL may name its first application by this segment instead of an id it cannot know
 * in advance (`first-application/collateral-release`): it opens that page of the application.
 */
export const FIRST_APPLICATION_SEGMENT = 'first-application'

function nameTheFirstApplication(simulation: Simulation) {
  const placeholder = `${APP_BASE_PATH}/${FIRST_APPLICATION_SEGMENT}`
  const { pathname } = window.location
  if (pathname !== placeholder && !pathname.startsWith(`${placeholder}/`)) return
  const [first] = simulation.engine.snapshot().collections.applications
  if (!first) return
  const url = new URL(window.location.href)
  url.pathname = `${APP_BASE_PATH}/${first.appUuid}${pathname.slice(placeholder.length)}`
  window.history.replaceState(window.history.state, '', url)
}

const LATENCY_KEY = 'simulation.latencyMs'
/** What a call takes in a demo unless told otherwise: enough to see every loader. */
const DEMO_LATENCY: Latency = [150, 300]

/**
 * `?latency=MS` sets a fixed time for every call, for the rest of the tab (0 for fast
 * automated runs, 2000 to show the loaders); without it, the demo's 150-300 ms.
 */
function chosenLatency(query: URLSearchParams): Latency {
  const asked = query.get('latency')
  try {
    if (asked !== null && /^\d{1,5}$/.test(asked)) sessionStorage.setItem(LATENCY_KEY, asked)
    const kept = sessionStorage.getItem(LATENCY_KEY)
    return kept === null ? DEMO_LATENCY : Number(kept)
  } catch {
    return asked !== null && /^\d{1,5}$/.test(asked) ? Number(asked) : DEMO_LATENCY
  }
}

const CLOCK_KEY = 'simulation.clock'

/** How fast `?clock=fast` runs the simulated clock: ten simulated seconds per real one. */
export const FAST_CLOCK_RATE = 10

type ClockPace = 'running' | 'held' | 'fast'

/**
 * `?clock=held` keeps the simulated clock still for the rest of the tab: the lender's work then
 * waits until the clock is moved (`window.__simulation.clock.advance`, the demo controls), so
 * automated runs decide when it comes instead of waiting real seconds. `?clock=fast` runs it
 * ten times faster than real time (scenario replays: the lender's few-second steps take a
 * fraction of one). Without either the clock follows real time between jumps, as a live demo
 * wants; `?clock=running` goes back to that.
 */
function chosenClockPace(query: URLSearchParams): ClockPace {
  const asked = query.get('clock')
  const known = (value: string | null): value is ClockPace =>
    value === 'running' || value === 'held' || value === 'fast'
  try {
    if (known(asked)) sessionStorage.setItem(CLOCK_KEY, asked)
    const kept = sessionStorage.getItem(CLOCK_KEY)
    return known(kept) ? kept : 'running'
  } catch {
    return known(asked) ? asked : 'running'
  }
}

export async function startSimulation<T extends SimulatedDeployment>(config: T): Promise<T> {
  const query = new URLSearchParams(window.location.search)
  const scenarioName = query.get('scenario')
  const orgParam = query.get('org')
  const notices: string[] = []

  const known = scenarioName ? findScenario(scenarioName) : undefined
  if (scenarioName && !known)
    notices.push(`Unknown scenario "${scenarioName}": kept the current one.`)

  const { persistence: ownPersistence, notice: storageNotice } = await browserPersistence()
  if (storageNotice) notices.push(storageNotice)
  // Other tabs on the same saved world hear of each save and take it on (world-sync.ts).
  const channel =
    ownPersistence && 'BroadcastChannel' in window ? new BroadcastChannel(WORLD_CHANNEL) : null
  const persistence =
    ownPersistence && channel
      ? { ...ownPersistence, store: announcingSaves(ownPersistence.store, channel) }
      : ownPersistence

  const pace = chosenClockPace(query)
  const simulation = await createSimulation({
    services: config.services,
    scenario: known,
    restart: consumeRestart(query),
    persistence,
    latency: chosenLatency(query),
    clockRunning: pace !== 'held',
    clockRate: pace === 'fast' ? FAST_CLOCK_RATE : 1,
  })
  if (simulation.origin.kind === 'reset-unreadable') {
    notices.push('Saved demo data could not be read, so the simulation started afresh.')
  }

  if (simulation.origin.kind !== 'resumed') {
    // A new world: the browser's sign-in and brand must match it, not the previous story.
    const token = simulation.engine.currentToken()
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token)
      else localStorage.removeItem(TOKEN_STORAGE_KEY)
      localStorage.removeItem(BANNER_DISMISSALS_KEY)
      sessionStorage.removeItem(ORG_KEY)
      for (const key of Object.keys(sessionStorage)) {
        if (key.startsWith(TAB_STORAGE_PREFIX)) sessionStorage.removeItem(key)
      }
    } catch {
      // Storage can be blocked (private mode); the app then simply starts signed out.
    }
  }
  if (known && simulation.origin.kind === 'loaded') landWhereTheStoryStarts(simulation)
  nameTheFirstApplication(simulation)
  if (orgParam) {
    try {
      sessionStorage.setItem(ORG_KEY, orgParam)
    } catch {
      // Without session storage the brand still applies to this page load.
    }
  }

  takeSwitchesOffTheAddress()

  const worker = setupWorker(...simulation.handlers)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  // A hidden page may never come back: write the last changes while it still can.
  window.addEventListener('pagehide', () => void simulation.flush())
  window.__simulation = simulation
  if (pace === 'fast') {
    // The lender's steps fall due between the page's calls at this pace: it works them as they
    // come, rather than when the next call arrives.
    window.setInterval(() => void simulation.engine.runDueJobs(), 100)
  }
  if (channel) followingOtherTabs(simulation, channel)
  announcingBackendMoves(simulation)
  mountDemoPanel(simulation)

  for (const notice of notices) showNotice(notice)

  const orgCode =
    orgParam ??
    readStorage(sessionStorage, ORG_KEY) ??
    simulation.scenario.world.organisation ??
    config.orgCode
  return { ...config, orgCode }
}
