import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { replayStory, storyAddress, walk } from '@scenarios/replay-interpreter'
import { DETAILS_HEADING } from '@scenarios/replay-parts'
import { resolveScenario } from '@scenarios/scenario'
import { findScenario, type ScenarioName } from '@scenarios/scenario-catalogue'
import { screens } from '@tests/support/drivers/screens'
import { click, engineDriver, fill } from './engine-driver'
import { type EnginePage, until } from './engine-page'
import {
  byLabel,
  byRole,
  isUsable,
  logoFit,
  pdfDrawn,
  seriousAxeViolations,
  showsText,
  sidewaysOverflow,
  simulationRunning,
} from './in-page'

/**
 * The journeys every engine runs: a borrower's way through the app in the demo build (the
 * simulation in a service worker) and in the production build over real HTTP, each story opened
 * at its step as a replay opens it (`storyAddress`) instead of clicked through from the start,
 * its steps done by the one interpreter of story steps (scenarios/replay-interpreter.ts) through
 * the engine's driver. The Chromium browser tests (tests/e2e/) hold the rest; these are the
 * journeys, in the engines a borrower may use beside it.
 */

export interface Targets {
  /** The demo build's address on its static host, with the app's base path. */
  demo: string
  /** The production build served by the simulation server. */
  production: string
  /** Where to save what each screen looks like at 390 and 1280 px, when set. */
  screenshots?: string | undefined
}

export interface Journey {
  name: string
  run(page: EnginePage, targets: Targets): Promise<void>
}

const PHONE = { width: 390, height: 844 } as const
const DESKTOP = { width: 1280, height: 900 } as const

/** Opens a story at `path`, once the simulation runs and the page has its main heading. */
async function openStory(page: EnginePage, base: string, scenario: ScenarioName, path = '') {
  await page.goto(`${base}${storyAddress({ name: scenario, replay: { path, steps: [] } })}`)
  await until('the simulation', () => page.run(simulationRunning))
  await until('a main heading', () =>
    page.run(() => document.querySelector('h1')?.getClientRects().length),
  )
}

let axeSource: string | undefined

/** axe-core in the page, every rule: no serious or critical violation on `where`. */
async function expectAxeClean(page: EnginePage, where: string) {
  // The page's figures at rest: figures being worked out again are drawn faded (aria-busy), and
  // a scan that lands on them measures a moment's fade rather than the page. A button busy with
  // its call is a state a test may mean to scan.
  await until(`${where} at rest`, () =>
    page.run(() => document.querySelector('[aria-busy="true"]:not(button)') === null),
  )
  if (!(await page.run(() => 'axe' in window))) {
    axeSource ??= readFileSync(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    )
    await page.runSource(axeSource)
  }
  const serious = await page.run(seriousAxeViolations)
  if (serious.length > 0) throw new Error(`axe on ${where}:\n  ${serious.join('\n  ')}`)
}

async function expectNoSidewaysScroll(page: EnginePage, where: string) {
  const overflow = await page.run(sidewaysOverflow)
  if (overflow > 0) throw new Error(`${where} scrolls sideways by ${overflow} px`)
}

/** The header's logo whole, beside the header's controls. */
async function expectLogoWhole(page: EnginePage, where: string) {
  const problem = await until('the logo', async () => {
    const found = await page.run(logoFit)
    return found === 'no logo drawn in the header' ? null : { found }
  })
  if (problem.found) throw new Error(`${where}: ${problem.found}`)
}

/**
 * With a screenshots folder: the screen as it stands at 390 and at 1280 px, then back to
 * `width`, for a person to compare the engines.
 */
async function look(page: EnginePage, targets: Targets, name: string, width: number) {
  if (!targets.screenshots) return
  const engine = page.engine.split(' ')[0]?.toLowerCase() ?? 'engine'
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewport(size.width, size.height)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await page.screenshot(join(targets.screenshots, `${engine}-${name}-${size.width}.png`))
  }
  const back = width === PHONE.width ? PHONE : DESKTOP
  await page.setViewport(back.width, back.height)
}

async function seesText(page: EnginePage, text: string) {
  await until(`"${text}"`, () => page.run(showsText, text))
}

/** The application's own Login (the header's returns to the offer builder). */
async function loginFromTheApplication(page: EnginePage) {
  const login = await until('the Login link of the saved application', () =>
    page.element(byRole, 'link', 'Login', 'main'),
  )
  await click(page, login)
}

/**
 * The connection lost on the demo's offer builder: its lender runs in the browser, so the page
 * says the demo keeps working and the offer goes on updating; the notice goes once it is back.
 * The connection comes back whatever happens, so no later journey starts offline.
 */
async function offlineThenBack(page: EnginePage) {
  const cash = await until('Cash to borrow', () =>
    page.element(byLabel, 'Cash to borrow', true, 'main'),
  )
  // Where the driver cannot take the network away (classic WebDriver), the page hears the
  // browser's own event for it, which is what the app listens to (navigator's online status).
  const realOffline = await page.setOffline(true)
  try {
    if (!realOffline) await page.run(() => window.dispatchEvent(new Event('offline')))
    await seesText(page, "You're offline")
    await seesText(page, 'This demo keeps working: its lender runs in your browser.')
    await fill(page, cash, '30,000')
    await seesText(page, '$30,300')
  } finally {
    if (realOffline) await page.setOffline(false)
    else await page.run(() => window.dispatchEvent(new Event('online')))
  }
  await until('the offline notice gone', async () => !(await page.run(showsText, "You're offline")))
  return realOffline ? 'offline by the driver' : "offline by the browser's offline event"
}

/**
 * Signs document `position` of `count` with Agree, and waits until the page moves on. A click
 * in the moment between one signature's answer and the page being ready for the next is not
 * sent (the page sends one signature at a time), as a person never clicks that fast: when the
 * page has not moved on and Agree is there again, it is clicked again.
 */
async function agreeTo(page: EnginePage, position: number, count: number) {
  const here = `Document ${position} of ${count}`
  await seesText(page, here)
  const movedOn = async () =>
    position === count
      ? !(await page.run(showsText, here))
      : page.run(showsText, `Document ${position + 1} of ${count}`)
  let clickedAt = 0
  await until(`${here} signed`, async () => {
    if (await movedOn()) return true
    // Clicked again only while this document still shows, its Agree ready, 3 s after the last.
    if (Date.now() - clickedAt < 3_000 || !(await page.run(showsText, here))) return false
    const agree = await page.element(byRole, 'button', 'Agree', 'main')
    if (!agree || !(await page.run(isUsable, agree.handle as Element))) return false
    clickedAt = Date.now()
    await click(page, agree)
    return false
  })
}

export const journeys: Journey[] = [
  {
    name: 'demo build at 390 px: the offer builder (logo whole, axe, offline and back) to the details form',
    async run(page, targets) {
      await page.setViewport(PHONE.width, PHONE.height)
      await openStory(page, targets.demo, 'fresh-us-borrower', 'start?state=CA')
      const { offer } = screens(engineDriver(page))
      await expectLogoWhole(page, 'the offer builder at 390 px')
      await offer.build({ collateral: '1', cash: '25,000', loanAmount: '$25,250' })
      await seesText(page, '8.91%')
      await expectNoSidewaysScroll(page, 'the offer builder at 390 px')
      await expectAxeClean(page, 'the offer builder')
      await look(page, targets, 'offer-builder', PHONE.width)
      const how = await offlineThenBack(page)
      console.log(`     ${page.engine}: ${how}`)
      await offer.continue()
      await loginFromTheApplication(page)
      await walk(engineDriver(page), [
        { kind: 'fill', label: 'Another email', value: 'sam.rivera@example.com' },
        { kind: 'click', role: 'button', name: 'Sign in with this email' },
        { kind: 'expectHeading', name: DETAILS_HEADING },
      ])
      await expectAxeClean(page, 'the details form')
      await look(page, targets, 'details-form', PHONE.width)
    },
  },
  {
    name: 'production build over HTTP at 1280 px: residency, the offer builder to the details form',
    async run(page, targets) {
      await page.setViewport(DESKTOP.width, DESKTOP.height)
      await page.goto(`${targets.production}residency`)
      const { residency, offer, sees } = screens(engineDriver(page))
      await residency.choose('California')
      await offer.build({ collateral: '1', cash: '25,000', loanAmount: '$25,250' })
      await sees.text('8.91%')
      await expectLogoWhole(page, 'the offer builder at 1280 px')
      await offer.continue()
      await loginFromTheApplication(page)
      // The server's own sign-in page, as a borrower of this run alone.
      const email = `sam.${Date.now().toString(36)}@example.com`
      await walk(engineDriver(page), [
        { kind: 'fill', label: 'Email', value: email },
        { kind: 'click', role: 'button', name: 'Sign in' },
        { kind: 'expectHeading', name: DETAILS_HEADING },
      ])
    },
  },
  {
    name: 'demo build at 390 px: the US happy path from the details form to Funds Disbursed, the agreement drawn by pdf.js',
    async run(page, targets) {
      await page.setViewport(PHONE.width, PHONE.height)
      await openStory(page, targets.demo, 'at-borrower-details')
      // The form fills in the borrower's name once her profile is in: typing waits for it.
      await until('the name filled in', async () => {
        const first = await page.element(byLabel, 'First name', true, 'main')
        return (
          first && page.run((input) => (input as HTMLInputElement).value, first.handle as Element)
        )
      })
      const driver = engineDriver(page)
      const { details, identity, disbursement, collateral, clock, sees } = screens(driver)
      await details.fillValid()
      await clock.advance(2_000)
      await sees.heading('Final steps')
      await look(page, targets, 'final-steps', PHONE.width)
      await identity.uploadDriversLicense()
      await clock.advance(10_000)
      await disbursement.enterByHand()
      await walk(driver, [
        { kind: 'click', role: 'button', name: 'Start Review Agreements' },
        { kind: 'expectPath', endsWith: '/disclosures' },
        { kind: 'expectText', text: 'Document 1 of 3' },
      ])
      const first = 'Loan and Security Agreement'
      await until(`"${first}" drawn by pdf.js`, () => page.run(pdfDrawn, first))
      await expectNoSidewaysScroll(page, 'the agreements at 390 px')
      await expectAxeClean(page, 'the agreements')
      await look(page, targets, 'agreement', PHONE.width)
      for (const position of [1, 2, 3]) await agreeTo(page, position, 3)
      await sees.heading('Final steps')
      await collateral.confirmSent()
      await clock.advance(10 * 60_000 + 10_000)
      await sees.heading('Your funds have been disbursed')
      await sees.text('Funds Disbursed')
      await expectAxeClean(page, 'the complete page')
      await look(page, targets, 'funds-disbursed', PHONE.width)
    },
  },
  {
    name: 'demo build at 390 px: a collateral release refused with INVALID_RETURN_ADDRESS',
    async run(page, targets) {
      await page.setViewport(PHONE.width, PHONE.height)
      // The story replayed as the library replays it: opened where it starts, its own steps.
      const story = findScenario('release-invalid-return-address')
      if (!story) throw new Error('the release-invalid-return-address story is missing')
      const replay = await replayStory(engineDriver(page, targets.demo), resolveScenario(story))
      const deviation = replay.steps.find((step) => !step.ok)
      if (deviation) throw new Error(`${story.name}: ${deviation.title}: ${deviation.error}`)
      const field = await page.element(byLabel, 'Return wallet address', true, 'main')
      const left =
        field &&
        (await page.run((input) => (input as HTMLInputElement).value, field.handle as Element))
      if (left !== '') throw new Error(`the refused address was left in the field: "${left}"`)
      await expectNoSidewaysScroll(page, 'the release screen at 390 px')
      await expectAxeClean(page, 'the release screen with its error')
      await look(page, targets, 'release-refused', PHONE.width)
    },
  },
]
