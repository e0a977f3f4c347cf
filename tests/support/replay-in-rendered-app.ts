import type { ReplayStep } from '@scenarios/replay-steps'
import type { ResolvedScenario } from '@scenarios/scenario'
import {
  describeFailure,
  isExpectedFailure,
  type ReplayFailure,
} from '@scripts/replay/expected-failures'
import { showSignIn } from '@sim/browser/sign-in/sign-in-form'
import { createSimulation } from '@sim/create-simulation'
import { SIMULATED_SIGN_IN_PAGE } from '@sim/session/simulated-sign-in'
import { act, cleanup, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import { pollNow } from '@/app/poll-now'
import { NEXT_STEP_POLL } from '@/domain/next-step'
import { type RenderedApp, renderApp, server, settle, testServices, waitUntil } from './render-app'

/**
 * A story's replay steps run in the app rendered in Node on the real simulation, as
 * scripts/replay/replay-scenario.ts runs them in a browser tab: controls found by their role
 * and name or their label, what the screen shows read from the page. The simulated clock moves
 * only when a step moves it; the screens' polls then ask at once, as the page's do when the
 * simulation announces that its world moved.
 */

/** A 1x1 PNG: what an ID upload step gives the file input. */
const SMALL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (character) => character.charCodeAt(0),
)

/** How long a step may take to show what it expects, in real time. */
const STEP_TIMEOUT_MS = 5_000

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
 * The field a label names, not a slider sharing its label (the offer builder's cash amount).
 * Fields are named exactly; a box to tick by part of its label, as the browser replay does.
 */
function field(label: string, exact = true): HTMLElement {
  const fields = screen
    .getAllByLabelText(label, { exact })
    .filter((element) => element.getAttribute('type') !== 'range')
  const [first] = fields
  if (!first) throw new Error(`No field labelled "${label}"`)
  return first
}

/** Where the story opens: the app's root opens the first application, as start-up does there. */
function openingPath(scenario: ResolvedScenario, firstAppUuid: string | undefined): string {
  const path = scenario.replay.path.replace(/^\//, '')
  if (path === '' && firstAppUuid) return `/${firstAppUuid}`
  if (path.startsWith('first-application') && firstAppUuid)
    return `/${path.replace('first-application', firstAppUuid)}`
  return `/${path}`
}

export interface RenderedReplay {
  app: RenderedApp
  step(step: ReplayStep): Promise<void>
}

export async function openStory(scenario: ResolvedScenario): Promise<RenderedReplay> {
  const simulation = await createSimulation({ services: testServices, scenario })
  const [first] = simulation.engine.snapshot().collections.applications
  // A full-page move (to the simulated broker's sign-in page, and back) is kept to follow once
  // the step that made it has run: the page it names is drawn in place of the one left.
  const pageMoves: string[] = []
  /**
   * The failed calls the story does not fail on purpose, by the browser replay's rule
   * (scripts/replay/expected-failures.ts): the step that made one fails.
   */
  const unexpected: string[] = []
  let signInPage: HTMLElement | null = null
  vi.spyOn(window.location, 'assign').mockImplementation((to) => {
    pageMoves.push(String(to))
  })
  /**
   * The app on the story's world. In a browser the simulated clock runs on while the app reads
   * where its application stands, a poll apart: here each read is that much later, so a state
   * the lender moves on from shortly (the disclosures being prepared) moves on as it would.
   */
  async function open(path: string): Promise<RenderedApp> {
    const opened = await renderApp(path, { simulation })
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/krang/state'))
        simulation.clock.advance(NEXT_STEP_POLL.intervalMs)
    })
    server.events.on('response:mocked', ({ request, response }) => {
      if (response.type !== 'error' && response.status < 400) return
      const failure: ReplayFailure = {
        kind: 'call',
        method: request.method,
        url: request.url,
        status: response.type === 'error' ? null : response.status,
      }
      if (!isExpectedFailure(scenario, failure)) unexpected.push(describeFailure(failure))
    })
    return opened
  }

  let app = await open(openingPath(scenario, first?.appUuid))
  // The first page comes with its code and its data (its route's loader): waitUntil's own
  // allowance for a file's first render on a loaded machine, not a step's.
  await waitUntil(() => screen.getAllByRole('heading', { level: 1 })[0])

  /** Draws the page of a full-page move: the sign-in page, or the app at a path of its own. */
  async function followPageMove(to: string): Promise<void> {
    const url = new URL(to, 'http://app.test')
    cleanup()
    if (url.pathname === SIMULATED_SIGN_IN_PAGE) {
      const borrower = simulation.scenario.world.borrower
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
    app = await open(`${url.pathname.slice(APP_BASE_PATH.length)}${url.search}`)
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

  async function step(step: ReplayStep): Promise<void> {
    await perform(step)
    if (unexpected.length > 0) throw new Error(unexpected.splice(0).join('\n'))
  }

  async function perform(step: ReplayStep): Promise<void> {
    const { user } = app
    switch (step.kind) {
      case 'expectHeading':
        await waitUntil(
          () => screen.getByRole('heading', { level: 1, name: step.name }),
          STEP_TIMEOUT_MS,
        )
        return
      case 'expectText':
        await waitUntil(() => {
          const shown = normalise(document.body.textContent ?? '')
          if (!shown.includes(normalise(step.text))) throw new Error(`"${step.text}" not shown`)
        }, STEP_TIMEOUT_MS)
        return
      case 'expectPath':
        await waitUntil(() => {
          const path = app.location().split('?')[0] ?? ''
          if (!path.endsWith(step.endsWith)) throw new Error(`at ${path}, not …${step.endsWith}`)
        }, STEP_TIMEOUT_MS)
        return
      case 'click': {
        const target = await waitUntil(() => {
          const [found] = screen.getAllByRole(step.role, { name: step.name })
          if (!found || disabled(found)) throw new Error(`the ${step.role} "${step.name}" is off`)
          return found
        }, STEP_TIMEOUT_MS)
        await user.click(target)
        await settleAndFollow()
        return
      }
      case 'fill': {
        const input = await waitUntil(() => {
          const found = field(step.label)
          if (disabled(found) || found.hasAttribute('readonly'))
            throw new Error(`"${step.label}" is read-only`)
          return found
        }, STEP_TIMEOUT_MS)
        // At once, as a browser replay's fill() does: cleared, then the whole value put in.
        await user.clear(input)
        if (step.value !== '') await user.paste(step.value)
        await settle()
        return
      }
      case 'select': {
        const select = await waitUntil(() => {
          const found = field(step.label) as HTMLSelectElement
          if (
            found.disabled ||
            ![...found.options].some((option) => labelOf(option) === step.option)
          )
            throw new Error(`"${step.label}" has no option "${step.option}" yet`)
          return found
        }, STEP_TIMEOUT_MS)
        const option = [...select.options].find((candidate) => labelOf(candidate) === step.option)
        await user.selectOptions(select, option?.value ?? step.option)
        await settle()
        return
      }
      case 'check': {
        const box = await waitUntil(
          () => field(step.label, false) as HTMLInputElement,
          STEP_TIMEOUT_MS,
        )
        if (!box.checked) await user.click(box)
        await settle()
        return
      }
      case 'upload': {
        const input = await waitUntil(() => {
          const found = screen.getByRole('main').querySelector<HTMLInputElement>('input[type=file]')
          if (!found) throw new Error('No file input')
          return found
        }, STEP_TIMEOUT_MS)
        await user.upload(input, new File([SMALL_PNG], 'id.png', { type: 'image/png' }))
        await settle()
        return
      }
      case 'advanceClock':
        simulation.clock.advance(step.ms)
        await simulation.engine.runDueJobs()
        await act(() => pollNow(app.runtime.queryClient))
        await settle()
        return
      case 'reload': {
        const at = app.location()
        cleanup()
        app = await open(at)
        await settle()
        return
      }
    }
  }

  return {
    get app() {
      return app
    },
    step,
  }
}
