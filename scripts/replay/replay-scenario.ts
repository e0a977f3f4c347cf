import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_BASE_PATH } from '@contract/base-path'
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test'
import {
  type ReplayOptions,
  replayStory,
  type StoryDriver,
  type StoryReplay,
  storyAddress,
} from '@scenarios/replay-interpreter'
import type { ResolvedScenario } from '@scenarios/scenario'
import {
  describeCall,
  describeFailure,
  failureOfConsoleError,
  isExpectedFailure,
} from './expected-failures'
import { mainHeadingsShown, showsText } from './in-page'

/**
 * The story driver of a Playwright page (scenarios/replay-interpreter.ts): `npm run scenario`,
 * the library's Playwright tests and the browser tests walk stories and screens through it.
 * Controls are found as Playwright finds them (by role and exact name, by label), headings and
 * text read in the page itself.
 */

/** How long a step may take to show what it expects, in wall time. */
const STEP_TIMEOUT_MS = 15_000
/** The longest an action waits for its control once it is shown (stable, not covered). */
const ACTION_TIMEOUT_MS = 2_000
/** The longest a reload or a clock move waits for the page's calls to be answered. */
const ANSWERS_LIMIT_MS = 5_000

export interface ReplayResult extends StoryReplay {
  /** Where the screenshot and API transcript of a deviation were saved. */
  evidence?: { screenshot: string; transcript: string }
}

export interface TranscriptEntry {
  method: string
  path: string
  status: number | null
}

/** Calls to the services, not the app's own pages and files. */
function isServiceCall(url: string): boolean {
  return !new URL(url).pathname.startsWith(APP_BASE_PATH)
}

/** The page's calls to the services in flight, and a way to wait until none is. */
function callsInFlight(page: Page) {
  const calls = new Set<Request>()
  let waiting: Array<() => void> = []
  const done = (request: Request) => {
    calls.delete(request)
    if (calls.size > 0) return
    for (const wake of waiting) wake()
    waiting = []
  }
  const started = (request: Request) => {
    if (isServiceCall(request.url())) calls.add(request)
  }
  page.on('request', started)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** Resolves once no call is in flight, or after `limitMs`. */
    none(limitMs: number): Promise<void> {
      if (calls.size === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, limitMs)
        waiting.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
    stop() {
      page.off('request', started)
      page.off('requestfinished', done)
      page.off('requestfailed', done)
    },
  }
}

/** Two frames drawn in the page: what a call's answer changed is on screen. */
async function nextFrames(page: Page): Promise<void> {
  await page
    .evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    )
    .catch(() => page.waitForLoadState('domcontentloaded').catch(() => undefined))
}

/**
 * The simulated clock of the page's own simulation moves on by `ms`: the lender's work due by
 * then runs and the world is saved at once, so a reload that follows resumes after the jump.
 */
async function moveTheSimulatedClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (ms) => {
    const simulation = (
      window as unknown as {
        __simulation?: {
          clock: { advance(ms: number): void }
          flush(): Promise<void>
        }
      }
    ).__simulation
    if (!simulation) throw new Error('No simulation is running on this page')
    simulation.clock.advance(ms)
    // Saved at once, so a reload that follows resumes after the jump; the lender's due work
    // runs as the clock's own scheduler runs it, not forced here (a story whose sign-in expires
    // expects the page to stay until the borrower acts). The save is kept on the page while it
    // runs: Chromium holds a promise the test awaits only weakly, and once collected one such
    // save before it settled ("Resulting promise was garbage collected").
    const page = window as unknown as { __savingAfterClockMove?: Promise<void> }
    page.__savingAfterClockMove = simulation.flush()
    await page.__savingAfterClockMove
    delete page.__savingAfterClockMove
  }, ms)
}

export interface PlaywrightDriverOptions {
  /**
   * The story whose failed calls are expected (scripts/replay/expected-failures.ts): every other
   * failed call, console error and page error is a problem of the step it came in. Without it
   * the driver watches none (a browser test's own fixture watches the console).
   */
  watch?: ResolvedScenario
  /** How time passes, where the simulation is not the page's own (a simulation server). */
  passTime?: (ms: number) => Promise<void>
}

export interface PlaywrightDriver extends StoryDriver {
  /** The calls to the services the page made while watched, with their answers. */
  readonly transcript: readonly TranscriptEntry[]
  /** Stops listening to the page, which may go on to another story. */
  stop(): void
}

export function playwrightDriver(
  page: Page,
  options: PlaywrightDriverOptions = {},
): PlaywrightDriver {
  const calls = callsInFlight(page)
  const transcript: TranscriptEntry[] = []
  const problems: string[] = []
  const story = options.watch
  // The answers of 400 and more, by URL: the console line of a failed load names no method.
  const failedAnswers: Array<{ url: string; method: string; status: number }> = []
  const methodOf = (url: string, status: number | null) =>
    failedAnswers.findLast((answer) => answer.url === url && answer.status === status)?.method ??
    null
  const onResponse = (response: Response) => {
    const method = response.request().method()
    if (response.status() >= 400)
      failedAnswers.push({ url: response.url(), method, status: response.status() })
    if (isServiceCall(response.url()))
      transcript.push({ method, path: new URL(response.url()).pathname, status: response.status() })
  }
  const onRequestFailed = (request: Request) => {
    if (isServiceCall(request.url()))
      transcript.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        status: null,
      })
  }
  const onPageError = (error: Error) =>
    problems.push(describeFailure({ kind: 'page-error', message: error.message }))
  const onConsole = (message: ConsoleMessage) => {
    if (!story || message.type() !== 'error') return
    // The browser logs each failed load: one the story fails on purpose (a refusal it expects,
    // a fault, a decision, a sign-in its clock let expire) is part of it; any other is a defect.
    const failure = failureOfConsoleError(message.text(), message.location().url, methodOf)
    if (isExpectedFailure(story, failure)) return
    const call = failure.kind === 'call' ? ` (${describeCall(failure)})` : ''
    problems.push(`console error: ${message.text()}${call}`)
  }
  if (story) {
    page.on('response', onResponse)
    page.on('requestfailed', onRequestFailed)
    page.on('pageerror', onPageError)
    page.on('console', onConsole)
  }

  /** Until the calls the page has sent are answered and drawn. */
  const answered = async () => {
    await nextFrames(page)
    await calls.none(ANSWERS_LIMIT_MS)
    await nextFrames(page)
  }
  const main = page.getByRole('main')

  return {
    stepTimeoutMs: STEP_TIMEOUT_MS,
    transcript,
    async open(scenario) {
      await page.goto(storyAddress(scenario))
    },
    headings: () => page.evaluate(mainHeadingsShown),
    showsText: (text) => page.evaluate(showsText, text),
    path: async () => new URL(page.url()).pathname,
    async click(role, name) {
      const target = page.getByRole(role, { name, exact: true }).filter({ visible: true }).first()
      if (!(await target.isVisible())) return false
      if (!(await target.isEnabled({ timeout: ACTION_TIMEOUT_MS }))) return false
      await target.click({ timeout: ACTION_TIMEOUT_MS })
      return true
    },
    async fill(label, value) {
      // A field typed into, not a slider sharing its label (the offer builder's cash amount).
      const field = main
        .getByLabel(label, { exact: true })
        .and(main.locator(':not([type=range])'))
        .first()
      if (!(await field.isVisible())) return false
      if (!(await field.isEditable({ timeout: ACTION_TIMEOUT_MS }))) return false
      await field.fill(value, { timeout: ACTION_TIMEOUT_MS })
      return true
    },
    async choose(label, option) {
      const field = main.getByLabel(label, { exact: true }).first()
      if (!(await field.isVisible())) return false
      const ready = await field.evaluate(
        (select, option) =>
          select instanceof HTMLSelectElement &&
          !select.disabled &&
          [...select.options].some((each) => each.label === option),
        option,
        { timeout: ACTION_TIMEOUT_MS },
      )
      if (!ready) return false
      await field.selectOption({ label: option }, { timeout: ACTION_TIMEOUT_MS })
      return true
    },
    async tick(label) {
      const box = main.getByLabel(label).first()
      // A box drawn by its label may itself be hidden: there and enabled is enough.
      if ((await box.count()) === 0) return false
      if (!(await box.isEnabled({ timeout: ACTION_TIMEOUT_MS }))) return false
      await box.check({ timeout: ACTION_TIMEOUT_MS })
      return box.isChecked({ timeout: ACTION_TIMEOUT_MS })
    },
    async upload(file) {
      const input = main.locator('input[type=file]').first()
      if ((await input.count()) === 0) return false
      await input.setInputFiles({
        name: file.name,
        mimeType: file.mimeType,
        buffer: Buffer.from(file.base64, 'base64'),
      })
      return true
    },
    async passTime(ms) {
      // What the borrower last did is answered first, at the time it was done: a call still in
      // flight when the clock jumps is answered after the jump (a sign-in tried while locked
      // then lands once the lock has run out).
      await answered()
      if (options.passTime) await options.passTime(ms)
      else await moveTheSimulatedClock(page, ms)
      // The simulation announces the move; the page's polling screens ask at once.
      await answered()
    },
    async reload() {
      // A call still in flight when the page unloads leaves the simulation's service worker,
      // fails at the static host and shows on the console.
      await answered()
      await page.reload()
    },
    nextLook: () => nextFrames(page),
    takeProblems: () => problems.splice(0),
    stop() {
      calls.stop()
      page.off('response', onResponse)
      page.off('requestfailed', onRequestFailed)
      page.off('pageerror', onPageError)
      page.off('console', onConsole)
    },
  }
}

/**
 * Replays one story through the real UI in `page` (scenarios/replay-interpreter.ts), watching
 * the page for failed calls, console errors and page errors the story does not expect. On a
 * deviation a screenshot and the API transcript are saved to `evidenceDir` when given.
 */
export async function replayScenario(
  page: Page,
  scenario: ResolvedScenario,
  evidenceDir?: string,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const driver = playwrightDriver(page, { watch: scenario })
  try {
    const result: ReplayResult = await replayStory(driver, scenario, options)
    if (!result.ok && evidenceDir) {
      mkdirSync(evidenceDir, { recursive: true })
      const screenshot = join(evidenceDir, `${scenario.name}.png`)
      const transcriptFile = join(evidenceDir, `${scenario.name}.transcript.json`)
      await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined)
      writeFileSync(transcriptFile, `${JSON.stringify(driver.transcript, null, 2)}\n`)
      result.evidence = { screenshot, transcript: transcriptFile }
    }
    return result
  } finally {
    driver.stop()
  }
}

/**
 * Ends a story's replay in a tab that goes on to the next story: the tab's last save is written,
 * and the tab leaves for about:blank (what the page still had on its way ends with it).
 */
export async function leaveStory(page: Page): Promise<void> {
  await page
    .evaluate(() => (window as { __simulation?: { flush(): Promise<void> } }).__simulation?.flush())
    .catch(() => undefined)
  await page.goto('about:blank').catch(() => undefined)
}
