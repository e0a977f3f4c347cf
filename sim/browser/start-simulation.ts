import { APP_BASE_PATH } from '@contract/base-path'
import { TOKEN_STORAGE_KEY } from '@contract/browser-storage'
import type { ServiceName } from '@contract/endpoint'
import { findScenario } from '@scenarios/scenario-catalogue'
import { setupWorker } from 'msw/browser'
import { createSimulation, type Simulation } from '../create-simulation'
import type { Latency } from '../http/create-handlers'
import { createJournal } from '../http/journal'
import { chooseAddressRouting, currentRoute, replaceRoute } from './app-address'
import { announcingBackendMoves } from './backend-moved'
import { matchBrowserToNewWorld, ORG_KEY } from './browser-state'
import { demoPaceFromFirstInput } from './demo-pace'
import { mountDemoPanel } from './demo-panel/demo-panel'
import { controlsHiddenFor } from './demo-panel/presenter-choice'
import { recordCalls } from './journal-recorder'
import { keepFilesForOffline } from './offline-files'
import { type NoticeLink, showNotice } from './show-notice'
import { takeSwitchesOffTheAddress } from './simulation-switches'
import { forgetTriedBrand, wearTriedBrand } from './tried-brand'
import { browserPersistence } from './world-persistence'
import { announcingSaves, followingOtherTabs, WORLD_CHANNEL } from './world-sync'

/** How the page shows the app's route, path or hash (docs/decisions/0019). */
export { addressRouting } from './app-address'
/** The bank-link SDK's stand-in, for the app's services (loaded when a link screen needs it). */
export { loadSimulatedBankLink } from './bank-link/load-simulated-bank-link'
/** The fetch the app sends with: a call it lets go of is still answered whole (calls-finish.ts). */
export { fetchLettingCallsFinish } from './calls-finish'

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
 * replaces it; the same one resumes), `&restart` starts it afresh, `?org=CODE` picks a brand,
 * `?day=scenario` keeps the story's own day.
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
  const route = currentRoute()
  if (route.pathname !== root && route.pathname !== APP_BASE_PATH) return
  const [first] = simulation.engine.snapshot().collections.applications
  if (!first) return
  route.pathname = `${root}${first.appUuid}`
  replaceRoute(route)
}

/**
 * A story's URL may name its first application by this segment instead of an id it cannot know
 * in advance (`first-application/collateral-release`): it opens that page of the application.
 */
export const FIRST_APPLICATION_SEGMENT = 'first-application'

function nameTheFirstApplication(simulation: Simulation) {
  const placeholder = `${APP_BASE_PATH}/${FIRST_APPLICATION_SEGMENT}`
  const route = currentRoute()
  const { pathname } = route
  if (pathname !== placeholder && !pathname.startsWith(`${placeholder}/`)) return
  const [first] = simulation.engine.snapshot().collections.applications
  if (!first) return
  route.pathname = `${APP_BASE_PATH}/${first.appUuid}${pathname.slice(placeholder.length)}`
  replaceRoute(route)
}

const LATENCY_KEY = 'simulation.latencyMs'

/**
 * `?latency=MS` sets a fixed time for every call, for the rest of the tab (0 for fast
 * automated runs, 2000 to show the loaders); without it, the demo's 150-300 ms from the
 * presenter's first click or key on (demo-pace.ts).
 */
function chosenLatency(query: URLSearchParams): Latency {
  const asked = query.get('latency')
  try {
    if (asked !== null && /^\d{1,5}$/.test(asked)) sessionStorage.setItem(LATENCY_KEY, asked)
    const kept = sessionStorage.getItem(LATENCY_KEY)
    return kept === null ? demoPaceFromFirstInput() : Number(kept)
  } catch {
    return asked !== null && /^\d{1,5}$/.test(asked) ? Number(asked) : demoPaceFromFirstInput()
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

const DAY_KEY = 'simulation.day'

/**
 * A story opened in a browser starts today, its times kept relative (a document prepared
 * today, under this year's footer). `?day=scenario` keeps the day the story is written for,
 * for the rest of the tab: replays, tests and the picture scripts ask for it, so their
 * transcripts and pictures stay the same; `?day=today` goes back.
 */
function storyStartsToday(query: URLSearchParams): boolean {
  const asked = query.get('day')
  const known = (value: string | null) => value === 'scenario' || value === 'today'
  try {
    if (known(asked)) sessionStorage.setItem(DAY_KEY, asked as string)
    return sessionStorage.getItem(DAY_KEY) !== 'scenario'
  } catch {
    return asked !== 'scenario'
  }
}

/** How long a first load waits for the worker to take the page over before going on. */
const TAKE_OVER_MS = 5_000

/**
 * On a first load the worker installs, then claims the page: a call the app makes in between
 * goes past it to the host (a 404 from a dev server under load). Resolves once the page is the
 * worker's, or after TAKE_OVER_MS.
 */
function controlledByTheWorker(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container || container.controller) return Promise.resolve()
  return new Promise((done) => {
    const timer = window.setTimeout(done, TAKE_OVER_MS)
    container.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer)
        done()
      },
      { once: true },
    )
  })
}

export async function startSimulation<T extends SimulatedDeployment>(config: T): Promise<T> {
  // The route may sit in the hash (a host that serves only its files): read it from there.
  await chooseAddressRouting()
  const query = currentRoute().searchParams
  const scenarioName = query.get('scenario')
  const orgParam = query.get('org')
  const notices: { text: string; link?: NoticeLink }[] = []

  const known = scenarioName ? findScenario(scenarioName) : undefined
  if (scenarioName && !known)
    notices.push({ text: `Unknown scenario "${scenarioName}": kept the current one.` })

  const { persistence: ownPersistence, notice: storageNotice } = await browserPersistence()
  if (storageNotice) notices.push({ text: storageNotice })
  // A sign-in kept from an earlier visit, with no saved world to go with it: the world was
  // cleared (the browser's site data, or another tab's Forget this demo).
  const signedInBefore = readStorage(localStorage, TOKEN_STORAGE_KEY) !== null
  // Other tabs on the same saved world hear of each save and take it on (world-sync.ts).
  const channel =
    ownPersistence && 'BroadcastChannel' in window ? new BroadcastChannel(WORLD_CHANNEL) : null
  const persistence =
    ownPersistence && channel
      ? { ...ownPersistence, store: announcingSaves(ownPersistence.store, channel) }
      : ownPersistence

  const pace = chosenClockPace(query)
  const controlsHidden = controlsHiddenFor(query)
  const simulation = await createSimulation({
    services: config.services,
    scenario: known,
    restart: consumeRestart(query),
    persistence,
    latency: chosenLatency(query),
    clockRunning: pace !== 'held',
    clockRate: pace === 'fast' ? FAST_CLOCK_RATE : 1,
    ...(storyStartsToday(query) ? { startsOn: Date.now() } : {}),
  })
  const worldCleared =
    simulation.origin.kind === 'loaded' && !known && signedInBefore && persistence !== null
  if (simulation.origin.kind === 'reset-unreadable') {
    notices.push({ text: 'Saved demo data could not be read, so the simulation started afresh.' })
  } else if (worldCleared) {
    // The page asked for belonged to the world that is gone (an application it no longer
    // holds, behind a sign-in it no longer knows): the tab goes to the story's start instead.
    const root = currentRoute()
    root.pathname = `${APP_BASE_PATH}/`
    root.search = ''
    replaceRoute(root)
    notices.push({
      text: `This browser no longer holds the demo's saved world, so the story started again (${simulation.scenario.name}).`,
      link: {
        label: "Go to the story's start",
        href: `${import.meta.env.BASE_URL}?scenario=${encodeURIComponent(simulation.scenario.name)}`,
      },
    })
  }

  if (simulation.origin.kind !== 'resumed') {
    matchBrowserToNewWorld(simulation.engine.currentToken())
  }
  if ((known || worldCleared) && simulation.origin.kind === 'loaded') {
    landWhereTheStoryStarts(simulation)
  }
  nameTheFirstApplication(simulation)
  if (orgParam) {
    try {
      sessionStorage.setItem(ORG_KEY, orgParam)
    } catch {
      // Without session storage the brand still applies to this page load.
    }
  }

  // `?org=` goes back to one of the simulation's brands; otherwise a brand file the tab tried on
  // (the demo panel, a brand preview) dresses the app.
  if (orgParam) forgetTriedBrand()
  const triedOrgCode = orgParam ? null : await wearTriedBrand(simulation)

  takeSwitchesOffTheAddress()

  // MSW asks the browser to update its registered worker at each start and leaves the answer
  // unhandled: offline that fails ("Failed to update a ServiceWorker"), while the registered
  // worker serves on. Only that failure is hushed.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault()
  })
  const worker = setupWorker(...simulation.handlers)
  // Every call the simulation answers in this tab, for the demo controls' Journal.
  const journal = createJournal()
  recordCalls(worker.events, journal, simulation.clock, config.services)
  const firstInstall = !(await navigator.serviceWorker
    ?.getRegistration(import.meta.env.BASE_URL)
    .catch(() => undefined))
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  if (firstInstall) await controlledByTheWorker()
  // A hidden page may never come back: write the last changes while it still can.
  window.addEventListener('pagehide', () => void simulation.flush())
  // A built demo's files, kept for when the network goes (development serves no file list).
  if (import.meta.env.PROD) void keepFilesForOffline(import.meta.env.BASE_URL)
  window.__simulation = simulation
  if (pace === 'fast') {
    // The lender's steps fall due between the page's calls at this pace: it works them as they
    // come, rather than when the next call arrives.
    window.setInterval(() => void simulation.engine.runDueJobs(), 100)
  }
  if (channel) followingOtherTabs(simulation, channel)
  announcingBackendMoves(simulation)
  mountDemoPanel(simulation, { hidden: controlsHidden, journal })

  for (const notice of notices) showNotice(notice.text, notice.link)

  const orgCode =
    triedOrgCode ??
    orgParam ??
    readStorage(sessionStorage, ORG_KEY) ??
    simulation.scenario.world.organisation ??
    config.orgCode
  return { ...config, orgCode }
}
