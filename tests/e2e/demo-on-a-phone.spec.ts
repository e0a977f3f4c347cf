import type { Locator, Page } from '@playwright/test'
import {
  demoControls,
  expect,
  expectNoSeriousA11yViolations,
  openApplicationStep,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

/** A demo shown on a phone or a projector: the controls beside the product, the shell on one row. */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

/** The demo controls (bar and panel) and the product share no pixel. */
async function expectControlsBesideTheProduct(page: Page) {
  const product = await box(page.locator('.shell'))
  for (const part of [page.locator('.demo-panel__bar'), page.locator('.demo-panel__dialog')]) {
    if (!(await part.isVisible())) continue
    const controls = await box(part)
    const apart =
      controls.x + controls.width <= product.x ||
      product.x + product.width <= controls.x ||
      controls.y + controls.height <= product.y ||
      product.y + product.height <= controls.y
    expect(apart, 'the demo controls lie over the product').toBe(true)
  }
}

/** The focused element's outline, once the page has settled on it. */
const focusedOutline = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle)

test('the demo controls take their own room at 390 and 1280 px, and a presenter hides them by key or address', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await openApplicationStep(page, { scenario: 'at-collateral', step: 'collateral' })
  const { toggle, panel } = demoControls(page)
  await expectControlsBesideTheProduct(page)

  await toggle.press('Enter')
  await expect(panel).toBeVisible()
  await expectControlsBesideTheProduct(page)
  await expectNoSeriousA11yViolations(page)

  await page.setViewportSize(DESKTOP)
  await expectControlsBesideTheProduct(page)
  // Beside the product, not below it: the app gave up the panel's width.
  expect((await box(panel)).x).toBeGreaterThan(DESKTOP.width / 2)

  await page.keyboard.press('Alt+Shift+D')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeHidden()
  await expect(page.locator('.shell')).toHaveJSProperty('offsetTop', 0)
  await page.keyboard.press('Alt+Shift+D')
  await expect(toggle).toBeVisible()

  // The address hides them for the rest of the tab: another story keeps them hidden.
  await openScenario(page, { scenario: 'funds-disbursed', path: 'faq?controls=hidden' })
  await expect(toggle).toBeHidden()
  await openScenario(page, { scenario: 'at-collateral', path: 'faq' })
  await expect(toggle).toBeHidden()
  await page.keyboard.press('Alt+Shift+D')
  await expect(toggle).toBeVisible()
})

test('after a redirect the heading has focus without a ring; with the keyboard it shows one; the signed-in header is one row at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  // The application's address routes on to its step (a redirect), through a loader.
  await openScenario(page, { scenario: 'at-agreements', path: 'first-application' })
  // The checklist's own heading, once its loader (with a heading of its own) has gone.
  const heading = page.locator('h1.ui-page-heading__title', { hasText: 'Final steps' })
  await expect(heading).toBeFocused()
  expect(await focusedOutline(page)).toBe('none')

  const brand = await box(page.locator('.shell-brand'))
  const nav = await box(page.getByRole('navigation', { name: 'Account' }))
  expect(nav.y, 'the account links on the brand’s row').toBeLessThan(brand.y + brand.height)
  expect(nav.x).toBeGreaterThanOrEqual(brand.x + brand.width)

  // A keyboard user moves on: the next page's heading shows where focus went.
  await page
    .getByRole('button', { name: /^Start / })
    .first()
    .focus()
  await page.keyboard.press('Enter')
  const next = page.locator('h1.ui-page-heading__title')
  await expect(next).not.toHaveText('Final steps')
  await expect(next).toBeFocused()
  expect(await focusedOutline(page)).toBe('solid')
})

test('a loan document on a phone fills the screen’s width at its pixel ratio, turns pages and zooms to a readable size', async ({
  page,
}) => {
  // A phone's screen: 390 CSS px wide, two device pixels to each.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    ...PHONE,
    deviceScaleFactor: 2,
    mobile: false,
  })
  await openApplicationStep(page, { scenario: 'at-agreements', step: 'disclosures' })
  const document = page.getByRole('document', { name: 'Loan and Security Agreement' })
  const canvas = document.locator('canvas')
  await expect(canvas).toBeVisible({ timeout: 15_000 })
  const drawn = () =>
    canvas.evaluate((element: HTMLCanvasElement) => ({
      css: element.getBoundingClientRect().width,
      pixels: element.width,
    }))
  const fitted = await drawn()
  expect(fitted.css).toBeGreaterThanOrEqual(PHONE.width - 40)
  expect(fitted.pixels).toBeGreaterThanOrEqual(Math.floor(fitted.css * 2))

  const tools = page.getByRole('toolbar', { name: /Loan and Security Agreement/ })
  await expect(tools.getByText('Page 1 of 2')).toBeVisible()
  await tools.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await tools.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await expect(tools.getByText('200%')).toBeVisible()
  await expect.poll(async () => (await drawn()).css).toBeGreaterThanOrEqual(fitted.css * 2 - 2)
  // The body text (10.5 pt on the page) stands 12 CSS px or more high.
  const line = document.locator('.textLayer span', { hasText: 'This Loan and Security Agreement' })
  expect((await box(line.first())).height).toBeGreaterThanOrEqual(12)

  await tools.getByRole('button', { name: 'Next page', exact: true }).click()
  await expect(tools.getByText('Page 2 of 2')).toBeVisible()
  await expect(document.locator('.textLayer')).toContainText('Liquidation')
  await expectNoSeriousA11yViolations(page)
})
