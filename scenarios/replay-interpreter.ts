import { formatDuration, type ReplayStep } from './replay-steps'
import type { ResolvedScenario } from './scenario'

/**
 * The one interpreter of a story's replay steps. Every runner walks a story through this
 * module: `npm run scenario` and the browser tests in Chromium through a Playwright page
 * (scripts/replay/replay-scenario.ts), `npm test`'s replays in the app rendered in Vitest
 * (tests/support/drivers/rendered-app-driver.ts), and the journeys in Firefox ESR and WebKitGTK
 * (tests/engines/engine-driver.ts). Each of them is a `StoryDriver`: it finds and touches what a
 * person finds and touches, once, and answers at once. What a step means, how long it may wait
 * and when it has deviated are decided here, so a story cannot hold in one runner and not in
 * another. tests/unit/architecture/replay-interpreter.test.ts keeps every other module from
 * reading the steps' kinds.
 */

/** The controls a click step names by role. */
export type ControlRole = Extract<ReplayStep, { kind: 'click' }>['role']

/** The picture an ID upload step gives the file input: a 1x1 PNG, checked by type and bytes. */
export const ID_PICTURE = {
  name: 'id.png',
  mimeType: 'image/png',
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
} as const
export type StoryFile = typeof ID_PICTURE

/**
 * A runner's hands and eyes in the page it drives. Each call looks or acts once and answers at
 * once; an action answers false (or throws) while the page is not ready for it (its control not
 * there yet, disabled, read-only), and the interpreter tries it again on the runner's next look
 * until the step's time is up.
 */
export interface StoryDriver {
  /** How long, in real time, a step may wait for what it needs. */
  readonly stepTimeoutMs: number
  /** Opens the story afresh where it starts: a new world, the story's first page loading. */
  open(scenario: ResolvedScenario): Promise<void>
  /** The main headings (h1) the page shows, each as its text reads, whitespace collapsed. */
  headings(): Promise<string[]>
  /** Whether the page shows this text, as part of what it reads, whitespace collapsed. */
  showsText(text: string): Promise<boolean>
  /** The path of the page's address, its query left out. */
  path(): Promise<string>
  /** Clicks the first shown control of the role named exactly `name`, when it is enabled. */
  click(role: ControlRole, name: string): Promise<boolean>
  /**
   * Puts `value` in place of what the field labelled exactly `label` holds, when it can be
   * typed into (a slider sharing the label is not the field).
   */
  fill(label: string, value: string): Promise<boolean>
  /** Chooses the option of the select labelled exactly `label` whose label is `option`. */
  choose(label: string, option: string): Promise<boolean>
  /** Ticks the box whose label holds `label` (ticking it only if it is not); answers whether it is ticked. */
  tick(label: string): Promise<boolean>
  /** Gives the first file input of the page's main part this file. */
  upload(file: StoryFile): Promise<boolean>
  /**
   * The simulated clock moves on by `ms`: the lender's work due by then runs, the world is saved,
   * and the page's polling screens ask at once; resolves once the page has its answers.
   */
  passTime(ms: number): Promise<void>
  /** Reloads the page, once the calls it has in flight are answered. */
  reload(): Promise<void>
  /** Lets the page move on before the next look (a frame drawn, answers taken in). */
  nextLook(): Promise<void>
  /**
   * What went wrong in the page since it was last asked and the story does not expect (a failed
   * call, a console error, a page error), a line each; a driver that leaves that to its runner
   * answers none.
   */
  takeProblems(): string[]
}

/**
 * The address that opens a story afresh where it starts (under the app's base): its calls
 * answered at once, the lender working on a clock ten times faster than real time (its
 * few-second steps take a fraction of one), on the day the story is written for (so its
 * transcript is the same every day).
 */
export function storyAddress(scenario: Pick<ResolvedScenario, 'name' | 'replay'>): string {
  const [pathname = '', query = ''] = scenario.replay.path.replace(/^\//, '').split('?', 2)
  const params = new URLSearchParams(query)
  params.set('scenario', scenario.name)
  params.set('latency', '0')
  params.set('clock', 'fast')
  params.set('day', 'scenario')
  return `${pathname}?${params.toString()}&restart`
}

/** One line naming a step, for the runners' reports. */
export function describeStep(step: ReplayStep): string {
  const what = (() => {
    switch (step.kind) {
      case 'expectHeading':
        return `sees the heading "${step.name}"`
      case 'expectText':
        return `sees "${step.text}"`
      case 'expectPath':
        return `is at …${step.endsWith}`
      case 'click':
        return `clicks the ${step.role} "${step.name}"`
      case 'fill':
        return `types "${step.value}" in "${step.label}"`
      case 'select':
        return `chooses "${step.option}" in "${step.label}"`
      case 'check':
        return `ticks "${step.label}"`
      case 'upload':
        return 'uploads a picture of an ID'
      case 'advanceClock':
        return `moves the clock on ${formatDuration(step.ms)}`
      case 'reload':
        return 'reloads the page'
    }
  })()
  return step.note ? `${what} (${step.note})` : what
}

/** How far the steps move the simulated clock in all, in ms. */
export function clockMovedBy(steps: readonly ReplayStep[]): number {
  return steps.reduce((total, step) => total + (step.kind === 'advanceClock' ? step.ms : 0), 0)
}

/** A step that did not hold within its time: what it waited for, and where the page stood. */
export class StepTimedOut extends Error {
  override name = 'StepTimedOut'
}

const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/** Where the page stands, for a step that timed out: its path and its main headings. */
async function whereThePageIs(driver: StoryDriver): Promise<string> {
  const path = await driver.path().catch(() => '?')
  const headings = await driver.headings().catch(() => [])
  const heading =
    headings.length === 0
      ? 'no main heading shown'
      : `main heading ${headings.map((text) => `"${text}"`).join(', ')}`
  return `at ${path}, ${heading}`
}

/**
 * Looks, or tries, until `attempt` answers true; between tries the page moves on. Fails once
 * the step's time is up, saying what it waited for, the last reason the attempt gave, and where
 * the page stood.
 */
async function until(
  driver: StoryDriver,
  what: string,
  attempt: () => Promise<boolean>,
): Promise<void> {
  const deadline = performance.now() + driver.stepTimeoutMs
  let lastError: unknown
  for (;;) {
    try {
      if (await attempt()) return
      lastError = undefined
    } catch (error) {
      lastError = error
    }
    if (performance.now() >= deadline) {
      const why = lastError === undefined ? '' : ` (last: ${oneLine(lastError)})`
      throw new StepTimedOut(
        `Waited ${driver.stepTimeoutMs} ms for ${what}${why}; ${await whereThePageIs(driver)}`,
      )
    }
    await driver.nextLook()
  }
}

/** Does one step; fails when it does not hold within its time. */
export async function doStep(driver: StoryDriver, step: ReplayStep): Promise<void> {
  switch (step.kind) {
    case 'expectHeading':
      return until(driver, `the main heading "${step.name}"`, async () =>
        (await driver.headings()).includes(step.name),
      )
    case 'expectText':
      return until(driver, `"${step.text}" on the page`, () => driver.showsText(step.text))
    case 'expectPath':
      return until(driver, `the address to end with ${step.endsWith}`, async () =>
        (await driver.path()).endsWith(step.endsWith),
      )
    case 'click':
      return until(driver, `the ${step.role} "${step.name}", shown and enabled`, () =>
        driver.click(step.role, step.name),
      )
    case 'fill':
      return until(driver, `the field "${step.label}" to type in`, () =>
        driver.fill(step.label, step.value),
      )
    case 'select':
      return until(driver, `"${step.option}" to choose in "${step.label}"`, () =>
        driver.choose(step.label, step.option),
      )
    case 'check':
      return until(driver, `the box "${step.label}" ticked`, () => driver.tick(step.label))
    case 'upload':
      return until(driver, 'a file input', () => driver.upload(ID_PICTURE))
    case 'advanceClock':
      return driver.passTime(step.ms)
    case 'reload':
      return driver.reload()
  }
}

/** Throws what went wrong in the page during a step, if anything. */
function failOnProblems(driver: StoryDriver): void {
  const problems = driver.takeProblems()
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

/**
 * Does each step in order, as a test walks a screen; the first that does not hold fails,
 * named. What went wrong in the page during a step fails it too.
 */
export async function walk(driver: StoryDriver, steps: readonly ReplayStep[]): Promise<void> {
  for (const step of steps) {
    try {
      await doStep(driver, step)
      failOnProblems(driver)
    } catch (error) {
      throw new Error(`${describeStep(step)}: ${error instanceof Error ? error.message : error}`)
    }
  }
}

export interface StepResult {
  title: string
  ms: number
  ok: boolean
  error?: string
}

/** A story replayed: each step with its time, up to the first that deviated. */
export interface StoryReplay {
  name: string
  ok: boolean
  ms: number
  steps: StepResult[]
}

/** What the opening of a story is called in a report. */
export function openingTitle(scenario: Pick<ResolvedScenario, 'replay'>): string {
  return `opens ${scenario.replay.path === '' ? 'where the story starts' : `/${scenario.replay.path}`}`
}

export interface ReplayOptions {
  /**
   * Runs each of the story's steps under its title, for a runner that reports steps of its own
   * (Playwright's test.step, so that the report and the trace read as the story).
   */
  step?: (title: string, run: () => Promise<void>) => Promise<void>
}

/**
 * Replays a story: opens it afresh where it starts, waits for its page's main heading, then
 * walks its steps, timing each. The first step that does not hold, or during which something
 * went wrong in the page that the story does not expect, ends the replay as a deviation.
 */
export async function replayStory(
  driver: StoryDriver,
  scenario: ResolvedScenario,
  { step = (_title, run) => run() }: ReplayOptions = {},
): Promise<StoryReplay> {
  const all: Array<{ title: string; run: () => Promise<void> }> = [
    {
      title: openingTitle(scenario),
      run: async () => {
        await driver.open(scenario)
        await until(driver, 'the page’s main heading', async () =>
          (await driver.headings()).some((heading) => heading !== ''),
        )
      },
    },
    ...scenario.replay.steps.map((step) => ({
      title: describeStep(step),
      run: () => doStep(driver, step),
    })),
  ]
  const started = performance.now()
  const steps: StepResult[] = []
  for (const { title, run } of all) {
    const stepStart = performance.now()
    try {
      await step(title, async () => {
        await run()
        failOnProblems(driver)
      })
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
  return { name: scenario.name, ok, ms: performance.now() - started, steps }
}
