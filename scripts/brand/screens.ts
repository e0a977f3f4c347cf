import { TOKEN_STORAGE_KEY } from '@contract/browser-storage'
import type { Page } from '@playwright/test'
import { resolveScenario } from '@scenarios/scenario'
import { findScenario, type ScenarioName } from '@scenarios/scenario-catalogue'

/**
 * The screens a brand is looked at on, each opened directly by a story of the scenario library
 * (`?scenario=…&restart`), never by clicking through the steps before it. The simulated clock is
 * held and the page's clock fixed at the story's start, so a picture shows the same moment each
 * time; calls answer at once.
 */

export interface BrandScreen {
  /** A file name: 'offer-builder'. */
  name: string
  /** In words, for the gallery. */
  title: string
  scenario: ScenarioName
  /** Under the app's base, as the story's own replay path. */
  path: string
  /** Text the screen shows once its calls have answered; without it, its first heading. */
  ready?: string | RegExp
  /** Hours the simulated lender moves on before the picture (the session is then signed in again). */
  laterHours?: number
}

/** The screens `npm test` compares for each shipped brand (tests/screens/). */
export const KEY_SCREENS: readonly BrandScreen[] = [
  {
    name: 'offer-builder',
    title: 'Offer builder',
    scenario: 'fresh-us-borrower',
    path: 'start?state=CA',
    ready: 'Build your loan',
  },
  {
    name: 'details',
    title: 'Borrower details',
    scenario: 'at-borrower-details',
    path: '',
    ready: 'Social Security number',
  },
  {
    name: 'next-steps',
    title: 'Next steps',
    scenario: 'at-next-steps',
    path: '',
    ready: 'Verify identity',
  },
  {
    name: 'collateral',
    title: 'Collateral',
    scenario: 'at-collateral',
    path: '',
    ready: /collateral/i,
  },
  {
    name: 'complete',
    title: 'Loan complete',
    scenario: 'funds-disbursed',
    path: '',
    ready: 'Funds Disbursed',
  },
  {
    name: 'dashboard-margin-call',
    title: 'Dashboard with a margin call',
    scenario: 'margin-call-liquidated',
    path: 'dashboard',
    ready: 'Time left to cure',
    laterHours: 72,
  },
  {
    name: 'release',
    title: 'Collateral release',
    scenario: 'release-ready',
    path: 'first-application/collateral-release',
    ready: 'Return address',
  },
  {
    name: 'refinance-list',
    title: 'Refinance list',
    scenario: 'refinance-custody-only-top-up',
    path: 'celsius-refi',
    ready: 'Your Celsius loans',
  },
]

/**
 * One story of each screen family of the library, for a brand's gallery (`npm run brand --
 * preview`): the key screens and the rest of the journey around them.
 */
export const SCREEN_FAMILIES: readonly BrandScreen[] = [
  {
    name: 'residency',
    title: 'Residency',
    scenario: 'fresh-us-borrower',
    path: 'residency',
  },
  ...KEY_SCREENS.slice(0, 2),
  { name: 'credit-outcome', title: 'Credit outcome', scenario: 'credit-file-frozen', path: '' },
  { name: 'renewal-details', title: 'Renewal details', scenario: 'renewal-at-details', path: '' },
  KEY_SCREENS[2] as BrandScreen,
  { name: 'identity-review', title: 'Identity in review', scenario: 'kyc-in-review', path: '' },
  { name: 'agreements', title: 'Agreements', scenario: 'at-agreements', path: '' },
  ...KEY_SCREENS.slice(3),
  {
    name: 'refinance-complete',
    title: 'Refinance complete',
    scenario: 'refinance-complete',
    path: 'celsius-refi/complete',
  },
  {
    name: 'serviced-in-app',
    title: 'Serviced in the mobile app',
    scenario: 'serviced-via-app',
    path: '',
  },
  { name: 'banners', title: 'Lender banners', scenario: 'banner-info', path: '' },
  { name: 'faq', title: 'FAQ', scenario: 'returning-borrower', path: 'faq' },
  { name: 'privacy', title: 'Privacy', scenario: 'fresh-us-borrower', path: 'privacy' },
]

/** The address of a screen's story under a base URL ending in the app's base path. */
export function screenAddress(base: string, screen: BrandScreen, org?: string): string {
  const [pathname, query = ''] = screen.path.replace(/^\//, '').split('?', 2)
  const params = new URLSearchParams(query)
  params.set('scenario', screen.scenario)
  params.set('latency', '0')
  params.set('clock', 'held')
  if (org) params.set('org', org)
  // `restart` is a bare switch.
  return `${base}${pathname}?${params.toString()}&restart`
}

/** When the story starts: the page's clock is fixed there, so dates and "days left" hold still. */
export function storyStart(screen: BrandScreen): Date {
  const scenario = findScenario(screen.scenario)
  if (!scenario) throw new Error(`No story ${screen.scenario} in the library`)
  return new Date(resolveScenario(scenario).world.startTime)
}

const HOUR_MS = 3_600_000

/** Opens a screen as its story starts (or hours later) and waits until it has drawn. */
export async function openScreen(page: Page, base: string, screen: BrandScreen, org?: string) {
  await page.clock.setFixedTime(storyStart(screen))
  await page.goto(screenAddress(base, screen, org))
  if (screen.laterHours) {
    await page.getByRole('heading').first().waitFor()
    // The lender's clock moves on and its work runs. The borrower's session has expired by
    // then: the page comes back with a token signed afresh, put in place before the app starts
    // (a poll in between may still meet the old one's 401).
    const token = await page.evaluate(async (ms) => {
      const simulation = (
        window as unknown as {
          __simulation: {
            clock: { advance(ms: number): void }
            engine: {
              runDueJobs(): Promise<void>
              snapshot(): { collections: { borrowers: { uuid: string }[] } }
              issueToken(borrowerUuid: string): Promise<string>
            }
            flush(): Promise<void>
          }
        }
      ).__simulation
      simulation.clock.advance(ms)
      await simulation.engine.runDueJobs()
      const [borrower] = simulation.engine.snapshot().collections.borrowers
      const signed = borrower ? await simulation.engine.issueToken(borrower.uuid) : null
      await simulation.flush()
      return signed
    }, screen.laterHours * HOUR_MS)
    await page.addInitScript(
      ([key, value]) => {
        if (value) localStorage.setItem(key, value)
      },
      [TOKEN_STORAGE_KEY, token] as const,
    )
    await page.clock.setFixedTime(storyStart(screen).getTime() + screen.laterHours * HOUR_MS)
    await page.reload()
  }
  await screenDrawn(page, screen)
}

/**
 * The screen open in the page, under another brand: the same world resumed (no restart), so a
 * story is built once for every brand it is looked at under.
 */
export async function showUnder(page: Page, screen: BrandScreen, org: string) {
  const url = new URL(page.url())
  url.searchParams.set('org', org)
  await page.goto(url.toString())
  await screenDrawn(page, screen)
}

/** Waits until the screen has drawn: its text, no spinner or skeleton, its fonts. */
async function screenDrawn(page: Page, screen: BrandScreen) {
  const main = page.getByRole('main')
  await (screen.ready ? main.getByText(screen.ready) : main.getByRole('heading')).first().waitFor()
  // Nothing still loading: no spinner, no skeleton.
  await page.locator('.ui-loader, .ui-skeleton').first().waitFor({ state: 'detached' })
  // The brand's typeface applied (src/features/shell/apply-brand.ts), then its files loaded.
  await page.locator('html[data-typeface]').waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    // A layout first, so the fonts its text needs have started loading.
    document.body.getBoundingClientRect()
    await document.fonts.ready
  })
}
