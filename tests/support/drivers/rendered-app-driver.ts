import { APP_BASE_PATH } from '@contract/base-path'
import type { StoryDriver } from '@scenarios/replay-interpreter'
import type { ResolvedScenario } from '@scenarios/scenario'
import {
  describeFailure,
  isExpectedFailure,
  type ReplayFailure,
} from '@scripts/replay/expected-failures'
import { showSignIn } from '@sim/browser/sign-in/sign-in-form'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { SIMULATED_SIGN_IN_PAGE } from '@sim/session/simulated-sign-in'
import { isInaccessible } from '@testing-library/dom'
import { cleanup, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { NEXT_STEP_POLL } from '@/domain/next-step'
import { type RenderedApp, renderApp, server, settle, testServices, waitUntil } from '../render-app'

/**
 * The story driver of the app rendered in Node on the real simulation
 * (scenarios/replay-interpreter.ts): `npm test` replays the library's stories through it
 * (tests/support/story-replays-rendered.ts), and render tests walk screens with it. Controls are
 * found by their role and name or their label, as Testing Library finds them; what the screen
 * shows is read from the page. The simulated clock moves only when a step moves it; the screens'
 * polls then ask at once, as the page's do when the simulation announces that its world moved.
 */

/** How long a step may take to show what it expects, in real time. */
const STEP_TIMEOUT_MS = 5_000
/**
 * How long the story's first page may take: its code and its data come with it (its route's
 * loader), and a file's first render on a loaded machine once took past 5 s.
 */
const FIRST_PAGE_MS = 10_000

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** An option's label as a browser gives it (happy-dom leaves `label` empty without the attribute). */
const labelOf = (option: HTMLOptionElement) => option.label || normalise(option.textContent ?? '')

function disabled(element: HTMLElement): boolean {
  return (
    (element as HTMLButtonElement).disabled === true ||
    element.getAttribute('aria-disabled') === 'true'
  )
}

/**
 * The first field a label names, not a slider sharing its label (the offer builder's cash
 * amount); null while there is none. Fields are named exactly; a box to tick by part of its
 * label, as the browser replay does.
 */
function field(label: string, exact = true): HTMLElement | null {
  const [first] = screen
    .queryAllByLabelText(label, { exact })
    .filter((element) => element.getAttribute('type') !== 'range')
  return first ?? null
}

/** Where the story opens: the app's root opens the first application, as start-up does there. */
function openingPath(scenario: ResolvedScenario, firstAppUuid: string | undefined): string {
  const path = scenario.replay.path.replace(/^\//, '')
  if (path === '' && firstAppUuid) return `/${firstAppUuid}`
  if (path.startsWith('first-application') && firstAppUuid)
    return `/${path.replace('first-application', firstAppUuid)}`
  return `/${path}`
}

export interface RenderedAppDriver extends StoryDriver {
  /** The app as rendered now (a page move or a reload renders it anew). */
  readonly app: RenderedApp
}

export function renderedAppDriver(): RenderedAppDriver {
  let simulation: Simulation | null = null
  let story: ResolvedScenario | null = null
  let rendered: RenderedApp | null = null
  // A full-page move (to the simulated broker's sign-in page, and back) is kept to follow once
  // the step that made it has run: the page it names is drawn in place of the one left.
  const pageMoves: string[] = []
  /** The failed calls the story does not fail on purpose: the step that made one fails. */
  const unexpected: string[] = []
  let signInPage: HTMLElement | null = null

  const opened = () => {
    if (!rendered || !simulation) throw new Error('The story is not open yet')
    return { app: rendered, simulation }
  }

  /**
   * The app on the story's world. In a browser the simulated clock runs on while the app reads
   * where its application stands, a poll apart: here each read is that much later, so a state
   * the lender moves on from shortly (the disclosures being prepared) moves on as it would.
   */
  async function render(path: string): Promise<RenderedApp> {
    const world = simulation
    if (!world) throw new Error('The story is not open yet')
    const app = await renderApp(path, { simulation: world })
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/krang/state'))
        world.clock.advance(NEXT_STEP_POLL.intervalMs)
    })
    server.events.on('response:mocked', ({ request, response }) => {
      if (response.type !== 'error' && response.status < 400) return
      const failure: ReplayFailure = {
        kind: 'call',
        method: request.method,
        url: request.url,
        status: response.type === 'error' ? null : response.status,
      }
      if (story && !isExpectedFailure(story, failure)) unexpected.push(describeFailure(failure))
    })
    return app
  }

  /** Draws the page of a full-page move: the sign-in page, or the app at a path of its own. */
  async function followPageMove(to: string): Promise<void> {
    const url = new URL(to, 'http://app.test')
    cleanup()
    if (url.pathname === SIMULATED_SIGN_IN_PAGE) {
      const borrower = opened().simulation.scenario.world.borrower
      signInPage = document.body.appendChild(document.createElement('div'))
      showSignIn(signInPage, {
        identityBroker: testServices.identityBroker,
        returnTo: url.searchParams.get('returnTo') ?? `${APP_BASE_PATH}/start`,
        demoEmail: borrower?.email ?? null,
        demoName: borrower ? `${borrower.firstName} ${borrower.lastName}` : null,
      })
      return
    }
    if (!url.pathname.startsWith(`${APP_BASE_PATH}/`)) throw new Error(`The page left for ${to}`)
    document.body.replaceChildren()
    signInPage = null
    rendered = await render(`${url.pathname.slice(APP_BASE_PATH.length)}${url.search}`)
  }

  /** Lets the step's work end, then follows the page moves it made, until none is left. */
  async function settleAndFollow(): Promise<void> {
    await settle()
    // Signing in asks the simulation, then leaves: wait until it has left or said why not.
    const page = signInPage
    if (page)
      await waitUntil(() => {
        if (pageMoves.length === 0 && page.querySelector('button:disabled'))
          throw new Error('still signing in')
      }, STEP_TIMEOUT_MS)
    for (let to = pageMoves.shift(); to !== undefined; to = pageMoves.shift()) {
      await followPageMove(to)
      await settle()
    }
  }

  return {
    stepTimeoutMs: STEP_TIMEOUT_MS,
    get app() {
      return opened().app
    },
    async open(scenario) {
      story = scenario
      simulation = await createSimulation({ services: testServices, scenario })
      const [first] = simulation.engine.snapshot().collections.applications
      vi.spyOn(window.location, 'assign').mockImplementation((to) => {
        pageMoves.push(String(to))
      })
      rendered = await render(openingPath(scenario, first?.appUuid))
      await waitUntil(() => screen.getAllByRole('heading', { level: 1 })[0], FIRST_PAGE_MS)
    },
    async headings() {
      return [...document.querySelectorAll<HTMLElement>('h1, [role=heading][aria-level="1"]')]
        .filter((heading) => !isInaccessible(heading))
        .map((heading) => normalise(heading.textContent ?? ''))
    },
    async showsText(text) {
      return normalise(document.body.textContent ?? '').includes(normalise(text))
    },
    async path() {
      return opened().app.location().split('?')[0] ?? ''
    },
    async click(role, name) {
      const [target] = screen.queryAllByRole(role, { name })
      if (!target || disabled(target)) return false
      await opened().app.user.click(target)
      await settleAndFollow()
      return true
    },
    async fill(label, value) {
      const input = field(label)
      if (!input || disabled(input) || input.hasAttribute('readonly')) return false
      // At once, as a browser replay's fill() does: cleared, then the whole value put in.
      const { user } = opened().app
      await user.clear(input)
      if (value !== '') await user.paste(value)
      await settle()
      return true
    },
    async choose(label, option) {
      const select = field(label) as HTMLSelectElement | null
      const chosen = [...(select?.options ?? [])].find((each) => labelOf(each) === option)
      if (!select || select.disabled || !chosen) return false
      await opened().app.user.selectOptions(select, chosen.value)
      await settle()
      return true
    },
    async tick(label) {
      const box = field(label, false) as HTMLInputElement | null
      if (!box || box.disabled) return false
      if (!box.checked) await opened().app.user.click(box)
      await settle()
      return box.checked
    },
    async upload(file) {
      const input = screen.queryByRole('main')?.querySelector<HTMLInputElement>('input[type=file]')
      if (!input) return false
      const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0))
      await opened().app.user.upload(input, new File([bytes], file.name, { type: file.mimeType }))
      await settle()
      return true
    },
    async passTime(ms) {
      const { app, simulation: world } = opened()
      world.clock.advance(ms)
      await world.engine.runDueJobs()
      await app.pollNow()
      await settle()
    },
    async reload() {
      const at = opened().app.location()
      cleanup()
      rendered = await render(at)
      await settle()
    },
    nextLook: settle,
    takeProblems: () => unexpected.splice(0),
  }
}
