import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
  type Response,
} from '@playwright/test'
import { describeStep, type ReplayStep } from '@scenarios/replay-steps'
import type { ResolvedScenario } from '@scenarios/scenario'
import { APP_BASE_PATH } from '@/api/contract/base-path'
import {
  describeCall,
  describeFailure,
  failureOfConsoleError,
  isExpectedFailure,
} from './expected-failures'

/** A 1x1 PNG: what an ID upload step gives the file input. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** How long a step may take to show what it expects, in wall time. */
const STEP_TIMEOUT_MS = 15_000

export interface StepResult {
  title: string
  ms: number
  ok: boolean
  error?: string
}

export interface ReplayResult {
  name: string
  ok: boolean
  ms: number
  steps: StepResult[]
  /** Where the screenshot and API transcript of a deviation were saved. */
  evidence?: { screenshot: string; transcript: string }
}

export interface TranscriptEntry {
  method: string
  path: string
  status: number | null
}

/** Calls to the services, not the app's own pages and files: what the transcript records. */
function isServiceCall(url: URL): boolean {
  return !url.pathname.startsWith(APP_BASE_PATH)
}

/**
 * The URL that opens a scenario afresh at its path, answering calls at once, the lender working
 * on a clock ten times faster than real time (its few-second steps take a fraction of one), on
 * the day the story is written for (so its transcript is the same every day).
 */
export function scenarioUrl(scenario: ResolvedScenario): string {
  const [pathname = '', query = ''] = scenario.replay.path.replace(/^\//, '').split('?', 2)
  const params = new URLSearchParams(query)
  params.set('scenario', scenario.name)
  params.set('latency', '0')
  params.set('clock', 'fast')
  params.set('day', 'scenario')
  return `${pathname}?${params.toString()}&restart`
}

/** How long the page's calls must have been quiet for it to have taken in a change. */
const QUIET_MS = 100
/** The longest a replay waits for that quiet. */
const SETTLE_LIMIT_MS = 3_000

/**
 * Waits until none of the page's calls to the services has been in flight for QUIET_MS (at
 * most SETTLE_LIMIT_MS). A clock jump makes the screens' polls ask at once; what the story does
 * next (a reload, above all) then follows the page's answer to the jump rather than racing it.
 */
async function settle(inFlight: ReadonlySet<unknown>): Promise<void> {
  const started = performance.now()
  let quietSince = performance.now()
  while (performance.now() - started < SETTLE_LIMIT_MS) {
    if (inFlight.size > 0) quietSince = performance.now()
    else if (performance.now() - quietSince >= QUIET_MS) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** How often a replay looks again for what a step waits for. */
const LOOK_AGAIN_MS = 25
/** What a step's own call is left when the wait before it has used up the step's time. */
const LAST_LOOK_MS = 1_000

/**
 * Waits, looking every LOOK_AGAIN_MS, until `ready` holds or the step's time is up, and answers
 * the time left. Playwright's own waits back off to half a second between looks, so a step that
 * waited 300 ms took 800; the step's call that follows finds its target at once, and on a
 * timeout it reports what it found.
 */
async function whenReady(ready: () => Promise<boolean>): Promise<number> {
  const deadline = performance.now() + STEP_TIMEOUT_MS
  while (performance.now() < deadline) {
    if (await ready().catch(() => false)) break
    await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS))
  }
  return Math.max(LAST_LOOK_MS, deadline - performance.now())
}

export async function runStep(
  page: Page,
  step: ReplayStep,
  inFlight: ReadonlySet<unknown>,
): Promise<void> {
  const main = page.getByRole('main')
  switch (step.kind) {
    case 'expectHeading': {
      const heading = page.getByRole('heading', { level: 1, name: step.name, exact: true })
      const timeout = await whenReady(() => heading.isVisible())
      await expect(heading).toBeVisible({ timeout })
      return
    }
    case 'expectText': {
      // The first match shown: hidden text (a closed part of the demo controls) does not count.
      const text = page.getByText(step.text, { exact: false }).filter({ visible: true }).first()
      const timeout = await whenReady(() => text.isVisible())
      await expect(text).toBeVisible({ timeout })
      return
    }
    case 'expectPath': {
      const ending = new RegExp(`${step.endsWith.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      const path = () => new URL(page.url()).pathname
      const timeout = await whenReady(async () => ending.test(path()))
      await expect.poll(path, { timeout }).toMatch(ending)
      return
    }
    case 'click': {
      const target = page.getByRole(step.role, { name: step.name, exact: true }).first()
      const timeout = await whenReady(
        async () => (await target.isVisible()) && (await target.isEnabled()),
      )
      await target.click({ timeout })
      return
    }
    case 'fill': {
      // A field typed into, not a slider sharing its label (the offer builder's cash amount).
      const field = main
        .getByLabel(step.label, { exact: true })
        .and(main.locator(':not([type=range])'))
      const timeout = await whenReady(() => field.isEditable({ timeout: LOOK_AGAIN_MS }))
      await field.fill(step.value, { timeout })
      return
    }
    case 'select': {
      const field = main.getByLabel(step.label, { exact: true })
      const timeout = await whenReady(async () =>
        field.evaluate(
          (select, label) =>
            select instanceof HTMLSelectElement &&
            !select.disabled &&
            [...select.options].some((option) => option.label === label),
          step.option,
          { timeout: LOOK_AGAIN_MS },
        ),
      )
      await field.selectOption({ label: step.option }, { timeout })
      return
    }
    case 'check': {
      const box = main.getByLabel(step.label)
      const timeout = await whenReady(() => box.isEnabled({ timeout: LOOK_AGAIN_MS }))
      await box.check({ timeout })
      return
    }
    case 'upload':
      await main
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: SMALL_PNG })
      return
    case 'advanceClock':
      await page.evaluate(async (ms) => {
        const simulation = (
          window as unknown as {
            __simulation?: { clock: { advance(ms: number): void }; flush(): Promise<void> }
          }
        ).__simulation
        if (!simulation) throw new Error('No simulation is running on this page')
        simulation.clock.advance(ms)
        // Saved at once, so a reload that follows resumes after the jump. The save is kept on
        // the page while it runs: Chromium holds a promise the test awaits only weakly, and once
        // collected one such save before it settled ("Resulting promise was garbage collected").
        const page = window as unknown as { __savingAfterClockMove?: Promise<void> }
        page.__savingAfterClockMove = simulation.flush()
        await page.__savingAfterClockMove
        delete page.__savingAfterClockMove
      }, step.ms)
      await settle(inFlight)
      return
    case 'reload':
      await page.reload()
      return
  }
}

/**
 * Replays one scenario through the real UI in `page`: opens it afresh where its story starts,
 * checks the page comes up, then walks its steps, timing each. The first deviation stops the
 * replay; a screenshot and the API transcript are saved to `evidenceDir` when given.
 */
export async function replayScenario(
  page: Page,
  scenario: ResolvedScenario,
  evidenceDir?: string,
): Promise<ReplayResult> {
  const transcript: TranscriptEntry[] = []
  const problems: string[] = []
  // The answers of 400 and more, by URL: the console line of a failed load names no method.
  const failedAnswers: Array<{ url: string; method: string; status: number }> = []
  const methodOf = (url: string, status: number | null) =>
    failedAnswers.findLast((answer) => answer.url === url && answer.status === status)?.method ??
    null
  const inFlight = new Set<Request>()
  const onRequest = (request: Request) => {
    if (isServiceCall(new URL(request.url()))) inFlight.add(request)
  }
  const onRequestFinished = (request: Request) => inFlight.delete(request)
  const onResponse = (response: Response) => {
    const url = new URL(response.url())
    if (response.status() >= 400) {
      failedAnswers.push({
        url: response.url(),
        method: response.request().method(),
        status: response.status(),
      })
    }
    if (isServiceCall(url)) {
      transcript.push({
        method: response.request().method(),
        path: url.pathname,
        status: response.status(),
      })
    }
  }
  const onRequestFailed = (request: Request) => {
    inFlight.delete(request)
    const url = new URL(request.url())
    if (isServiceCall(url))
      transcript.push({ method: request.method(), path: url.pathname, status: null })
  }
  const onPageError = (error: Error) =>
    problems.push(describeFailure({ kind: 'page-error', message: error.message }))
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    // The browser logs each failed load: one the story fails on purpose (a refusal it expects,
    // a fault, a decision, a sign-in its clock let expire) is part of it; any other is a defect.
    const where = message.location().url
    const failure = failureOfConsoleError(message.text(), where, methodOf)
    if (isExpectedFailure(scenario, failure)) return
    const call = failure.kind === 'call' ? ` (${describeCall(failure)})` : ''
    problems.push(`console error: ${message.text()}${call}`)
  }
  page.on('request', onRequest)
  page.on('requestfinished', onRequestFinished)
  page.on('response', onResponse)
  page.on('requestfailed', onRequestFailed)
  page.on('pageerror', onPageError)
  page.on('console', onConsole)
  // The page may go on to the next story: this one stops listening when it ends.
  const stopListening = () => {
    page.off('request', onRequest)
    page.off('requestfinished', onRequestFinished)
    page.off('response', onResponse)
    page.off('requestfailed', onRequestFailed)
    page.off('pageerror', onPageError)
    page.off('console', onConsole)
  }

  const started = performance.now()
  const steps: StepResult[] = []
  const all: Array<{ title: string; run: () => Promise<void> }> = [
    {
      title: `opens ${scenario.replay.path === '' ? 'where the story starts' : `/${scenario.replay.path}`}`,
      run: async () => {
        await page.goto(scenarioUrl(scenario))
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
          timeout: STEP_TIMEOUT_MS,
        })
      },
    },
    ...scenario.replay.steps.map((step) => ({
      title: describeStep(step),
      run: () => runStep(page, step, inFlight),
    })),
  ]
  for (const { title, run } of all) {
    const stepStart = performance.now()
    try {
      await run()
      if (problems.length > 0) throw new Error(problems.join('\n'))
      steps.push({ title, ms: performance.now() - stepStart, ok: true })
    } catch (error) {
      steps.push({
        title,
        ms: performance.now() - stepStart,
        ok: false,
        error:
          error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error),
      })
      break
    }
  }
  const ok = steps.length === all.length && steps.every((step) => step.ok)
  const result: ReplayResult = { name: scenario.name, ok, ms: performance.now() - started, steps }
  if (!ok && evidenceDir) {
    mkdirSync(evidenceDir, { recursive: true })
    const screenshot = join(evidenceDir, `${scenario.name}.png`)
    const transcriptFile = join(evidenceDir, `${scenario.name}.transcript.json`)
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined)
    writeFileSync(transcriptFile, `${JSON.stringify(transcript, null, 2)}\n`)
    result.evidence = { screenshot, transcript: transcriptFile }
  }
  stopListening()
  return result
}

/**
 * Ends a replay in a tab that goes on to the next story: the tab's last save is written, the
 * tab leaves for about:blank (what the page still had on its way ends with it), and a tab a
 * deviating story may have left in any state is swapped for a new one. Answers the tab to use.
 */
export async function leaveReplay(
  page: Page,
  context: BrowserContext,
  result: ReplayResult,
): Promise<Page> {
  await page
    .evaluate(() => (window as { __simulation?: { flush(): Promise<void> } }).__simulation?.flush())
    .catch(() => undefined)
  await page.goto('about:blank').catch(() => undefined)
  if (result.ok) return page
  await page.close()
  return context.newPage()
}
