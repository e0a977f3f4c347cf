import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { APP_BASE_PATH } from '@contract/base-path'
import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test'
import { playwrightDriver } from '@scripts/replay/replay-scenario'
import { OFFLINE_SAVE_HEADER } from '@sim/browser/offline-names'
import { screens } from '@tests/support/drivers/screens'
import { test as base } from './worker-context'

/** What the demo's static host answers a call it has no file for: 404 a read, 405 a send. */
const STATIC_HOST_REFUSALS = new Set([404, 405])

/**
 * Every browser test starts in a new tab with its origin's storage cleared (so a fresh
 * simulated world; see worker-context.ts) and fails on any console error or warning, or uncaught
 * page error.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      const simulatedInPage = testInfo.project.name !== 'production-over-http'
      // Calls the simulation never answered: a call still in flight when a page unloads leaves
      // the simulation's service worker (it lets go of a closing page, and may pass the call on
      // itself) and reaches the static host, which knows no service paths. The host answers such
      // a read 404 and such a send (a telemetry event, a POST) 405, both in plain text
      // (sim/node/static-files.ts); every answer of the simulation is JSON.
      // The context hears the worker's own fetch too, should the page not hear its answer.
      const fellThrough = new Set<string>()
      const noteFallThrough = (response: Response) => {
        if (!simulatedInPage || !STATIC_HOST_REFUSALS.has(response.status())) return
        const fromStaticHost = response.headers()['content-type']?.startsWith('text/plain')
        const { pathname } = new URL(response.url())
        if (fromStaticHost && !pathname.startsWith(APP_BASE_PATH)) fellThrough.add(response.url())
      }
      page.context().on('response', noteFallThrough)
      // The demo saving its files for offline use (sim/browser/offline-files.ts) when a test
      // takes the network away: the save is broken off and tried again once back online.
      const brokenOffSaves = new Set<string>()
      const noteBrokenOffSave = (request: Request) => {
        if (request.headers()[OFFLINE_SAVE_HEADER.toLowerCase()]) brokenOffSaves.add(request.url())
      }
      page.on('requestfailed', noteBrokenOffSave)
      const failedLoads = new Map<string, string>()
      page.on('console', (message) => {
        // A warning fails the test too: the app and its demo print none.
        if (message.type() === 'warning') errors.push(`warning: ${message.text()}`)
        if (message.type() !== 'error') return
        // A failed load names no URL in its text; the location says which resource it was.
        const where = message.location().url
        const text =
          message.text().startsWith('Failed to load resource') && where
            ? `${message.text()} (${where})`
            : message.text()
        if (message.text().startsWith('Failed to load resource')) failedLoads.set(text, where)
        errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      page.context().off('response', noteFallThrough)
      const unexplained = errors.filter((text) => {
        const where = failedLoads.get(text) ?? ''
        return !fellThrough.has(where) && !brokenOffSaves.has(where)
      })
      expect(unexplained, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * Takes the console errors a test causes on purpose (a scenario's refused call) off the list
 * the consoleErrors fixture fails on; any other error still fails the test.
 */
export function allowConsoleErrors(
  consoleErrors: string[],
  isExpected: (message: string) => boolean,
): void {
  const unexpected = consoleErrors.filter((message) => !isExpected(message))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
}

/** A scenario name, derived from the catalogue (`scenarios/scenario-catalogue.ts`). */
export type ScenarioName = import('@scenarios/scenario-catalogue').ScenarioName

export interface OpenScenarioOptions {
  /** The named scenario, started afresh. */
  scenario: ScenarioName
  /** A path under the app's base, with its own query if any: 'start?state=CA', 'residency'. */
  path: string
  /** The brand to wear (`?org=`), e.g. 'HARBORLINE'. */
  org?: string
}

/**
 * Opens the step under test directly, in a freshly started scenario, instead of walking the
 * steps before it. Resolves once the page's first heading is visible, so the simulation is
 * running and the screen has rendered.
 */
export async function openScenario(page: Page, { scenario, path, org }: OpenScenarioOptions) {
  const [pathname, query = ''] = path.replace(/^\//, '').split('?', 2)
  const params = new URLSearchParams(query)
  params.set('scenario', scenario)
  params.set('restart', '')
  // Calls answer at once: the tests wait for what the page shows, not for a demo's pace.
  params.set('latency', '0')
  // On the day the story is written for: what the test reads is the same every day.
  params.set('day', 'scenario')
  // The lender waits for the test's passTime (see holdClock).
  if (heldClocks.has(page)) params.set('clock', 'held')
  if (org) params.set('org', org)
  // `restart` is a bare switch: drop the '=' URLSearchParams would add.
  const search = params.toString().replace(/(^|&)restart=(&|$)/, '$1restart$2')
  await page.goto(`${pathname}?${search}`)
  await expect(page.getByRole('heading').first()).toBeVisible()
}

/** Residency: pick a US state and continue to the offer builder. */
export async function chooseState(page: Page, stateName: string) {
  await page.goto('residency')
  const driver = playwrightDriver(page)
  try {
    await screens(driver).residency.choose(stateName)
  } finally {
    driver.stop()
  }
}

/** Offer builder: type collateral and cash; the offer arrives after the 450 ms debounce. */
export async function buildOffer(
  page: Page,
  { coin = 'Bitcoin (BTC)', collateral, cash }: { coin?: string; collateral: string; cash: string },
) {
  await page.getByRole('radio', { name: coin }).check()
  await page.getByRole('textbox', { name: 'Collateral amount' }).fill(collateral)
  const cashField = page.getByRole('textbox', { name: 'Cash to borrow' })
  await cashField.fill(cash)
  await cashField.blur()
}

export function termsValue(page: Page, label: string) {
  return page
    .locator('.offer-terms__row', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
}

/** axe-core's script, read once per worker and put into a page when it first needs it. */
let axeSource: string | undefined

interface AxeViolation {
  id: string
  help: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

/**
 * Runs axe-core in the page itself, every rule, and fails on a serious or critical violation.
 * The app draws no frames, so one run in the page sees all of it; asking only for violations
 * keeps each scan to a few hundred milliseconds (a scan through @axe-core/playwright opened a
 * second page and took about four times as long).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // The page's figures at rest: figures being worked out again are drawn faded (aria-busy), and
  // a scan that lands on them measures a moment's fade rather than the page. A button busy with
  // its call is a state a test may mean to scan.
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0)
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    )
    await page.evaluate(axeSource)
  }
  expect(await page.locator('iframe').count(), 'frames axe would not look into').toBe(0)
  const violations = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) => results.violations),
  )
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
  expect(serious).toEqual([])
}

/** The id of the scenario's first application, read from the running simulation. */
export function firstApplicationUuid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const appUuid = window.__simulation?.engine.snapshot().collections.applications[0]?.appUuid
    if (!appUuid) throw new Error('The scenario has no application')
    return appUuid
  })
}

/**
 * Opens a step of the scenario's first application (`details`, `next-steps`, ...) directly,
 * in one page load, and answers the application's id. A step starting with `../` is a path
 * beside the application instead (`../dashboard`). The address names the application
 * `first-application`, which the simulation puts its id in place of as it starts.
 */
export async function openApplicationStep(
  page: Page,
  { scenario, step, org }: { scenario: ScenarioName; step: string; org?: string },
): Promise<string> {
  const target = step.startsWith('../') ? step.slice(3) : `first-application/${step}`
  await openScenario(page, { scenario, path: target, ...(org ? { org } : {}) })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const appUuid = await firstApplicationUuid(page)
  expect(page.url(), 'the application named by its id').not.toContain('first-application')
  // The address as the borrower's own: the scenario's switches off it (the simulation keeps
  // what it needs for the tab), as if the step had been reached by routing.
  await page.evaluate(() => {
    const url = new URL(window.location.href)
    for (const name of ['scenario', 'latency', 'clock', 'org']) url.searchParams.delete(name)
    window.history.replaceState(window.history.state, '', url)
  })
  return appUuid
}

/** The page is no wider than the screen: nothing scrolls sideways on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The two checks of a screen at rest: it fits the screen's width, and axe finds nothing serious. */
export async function expectFitsAndPassesAxe(page: Page) {
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
}

/** The demo's own controls: the button that opens them, their panel, and the facts it lists. */
export function demoControls(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Demo controls' })
  return {
    toggle: page.getByRole('button', { name: 'Demo controls', exact: true }),
    panel,
    facts: panel.locator('dl'),
  }
}

/** A 1x1 PNG: ID uploads are checked by type and by their first bytes. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The details form for a US borrower, filled and agreed to (the address entered by hand). */
export async function giveUsDetails(
  page: Page,
  {
    ssn = '521-44-7839',
    state = 'California',
    city = 'San Francisco',
    zip = '94103',
  }: { ssn?: string; state?: string; city?: string; zip?: string } = {},
) {
  const form = page.getByRole('main')
  await form.getByLabel('Date of birth').fill('04/12/1986')
  await form.getByLabel('Social Security number').fill(ssn)
  await form.getByLabel('Source of income').selectOption('Employment')
  await form.getByLabel('Street address').fill('1450 Market St')
  await form.getByRole('option', { name: 'My address is not listed' }).click()
  await form.getByLabel('City').fill(city)
  await form.getByLabel('State', { exact: true }).selectOption({ label: state })
  await form.getByLabel('ZIP code').fill(zip)
  await form.getByLabel('Phone number').fill('(415) 555-0134')
  await form.getByLabel(/electronically/).check()
  await form.getByLabel(/I agree to the/).check()
  await form.getByRole('button', { name: 'I agree' }).click()
}

/** The identity screen: a driver's license as a small PNG, uploaded. */
export async function uploadDriversLicense(page: Page) {
  const main = page.getByRole('main')
  await main.getByLabel('ID type').selectOption({ label: "Driver's license" })
  await main
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: SMALL_PNG })
  await main.getByRole('button', { name: 'Upload' }).click()
}

/** Pages whose clock the test holds, with the service calls each has in flight. */
const heldClocks = new WeakMap<Page, Set<Request>>()

/**
 * The test decides when time passes: call it before `openScenario` or `openApplicationStep`.
 * The simulated lender's clock stands still (`?clock=held`), so its work (a deposit address
 * opening, a deposit arriving, funding in steps) waits for `passTime` instead of real seconds,
 * and a state the test looks at stays put. The page's own clock still runs; `passTime` jumps it
 * on as well, so the app's polls fire at once instead of at their interval.
 */
export async function holdClock(page: Page) {
  const calls = new Set<Request>()
  heldClocks.set(page, calls)
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(APP_BASE_PATH)) calls.add(request)
  })
  page.on('requestfinished', (request) => calls.delete(request))
  page.on('requestfailed', (request) => calls.delete(request))
  await page.clock.install()
}

/** Two frames drawn: what a call's answer changed is on screen. */
function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * The simulated lender's clock moves on by `ms`, its work due by then runs, and the world is
 * saved (so a reload comes back to it). The page's own timers are left alone: see passTime.
 */
export async function moveSimulatedClock(page: Page, ms: number) {
  // A page just opened or reloaded may still be starting its simulation.
  await page.waitForFunction(() => '__simulation' in window)
  await page.evaluate(async (ms) => {
    // Typed by the simulation that sets it (sim/browser/start-simulation.ts).
    const simulation = window.__simulation
    if (!simulation) throw new Error('No simulation is running on this page')
    simulation.clock.advance(ms)
    // Kept on the page while it runs: Chromium holds a promise the test awaits only weakly
    // (see advanceClock in scripts/replay/replay-scenario.ts).
    const page = window as unknown as { __clockMove?: Promise<void> }
    page.__clockMove = simulation.engine.runDueJobs().then(() => simulation.flush())
    await page.__clockMove
    delete page.__clockMove
  }, ms)
}

/**
 * Time passes at once: the simulated clock moves on and the lender does the work due by then,
 * the world is saved (a reload that follows resumes after the jump), and the page's clock jumps
 * too, so its polls ask at once. Resolves once those calls are answered and drawn. Needs
 * `holdClock` before the page was opened.
 */
export async function passTime(page: Page, ms: number) {
  const calls = heldClocks.get(page)
  if (!calls) throw new Error('passTime needs holdClock(page) before the page is opened')
  await moveSimulatedClock(page, ms)
  await page.clock.fastForward(ms)
  await settle(page, calls)
}

/**
 * Reloads once the service calls the page sent are answered and drawn, as a borrower would after
 * reading the screen: a call still in flight when the page unloads leaves the simulation's
 * service worker, fails at the static host and shows on the console. Needs `holdClock`.
 */
export async function reloadWhenAnswered(page: Page) {
  const calls = heldClocks.get(page)
  if (!calls) throw new Error('reloadWhenAnswered needs holdClock(page) before the page is opened')
  await settle(page, calls)
  await page.reload()
}

/** Until no service call is in flight, across two frames: the page has had its answers. */
async function settle(page: Page, calls: Set<Request>) {
  const until = Date.now() + 10_000
  do {
    await nextFrames(page)
    while (calls.size > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await nextFrames(page)
  } while (calls.size > 0 && Date.now() < until)
}

/**
 * Time passes in steps (two seconds, the app's polling interval, by default) until `locator`
 * shows: each of the lender's chained steps (funding, say) takes one; before each, the page
 * polls what stands, and after each it has polled and drawn the answer. Fails when it has not shown once `atMostMs` passed.
 */
export async function passTimeUntilVisible(
  page: Page,
  locator: Locator,
  { stepMs = 2_000, atMostMs = 60_000 }: { stepMs?: number; atMostMs?: number } = {},
) {
  const calls = heldClocks.get(page)
  if (!calls)
    throw new Error('passTimeUntilVisible needs holdClock(page) before the page is opened')
  for (let passed = 0; passed < atMostMs; passed += stepMs) {
    // The page asks again first, the lender's clock still held: a state it has reached (a
    // confirmation's answer, say) is seen before the lender moves on from it.
    await page.clock.fastForward(stepMs)
    await settle(page, calls)
    if (await locator.isVisible()) return
    await passTime(page, stepMs)
    if (await locator.isVisible()) return
  }
  await expect(locator).toBeVisible({ timeout: 1_000 })
}
