import { LEGACY_DEMO_PASSWORD } from '@scenarios/legacy-sign-in'
import { danaWithDetails } from '@scenarios/story-parts'
import {
  allowConsoleErrors,
  expect,
  expectFitsAndPassesAxe,
  openApplicationStep,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The legacy sign-in page and the toast region in a real browser, at phone width, with axe in
 * the page. Their rules and words are checked in tests/unit/features/legacy-sign-in and
 * tests/unit/ui/toasts.test.tsx; here, what only a browser shows: layout, focus, axe.
 */
test.use({ viewport: { width: 390, height: 844 } })

test('the legacy sign-in page at 390 px: the form in error, then the code step, by keyboard, each passing axe', async ({
  page,
}) => {
  await openScenario(page, { scenario: 'legacy-sign-in-two-factor', path: 'auth/login' })
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  // The simulation's switches (scenario, restart, latency) are off the address once read.
  await expect(page).toHaveURL(/\/auth\/login$/)
  // The page is the sign-in: the header offers no Login link to itself.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
  ).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('link', { name: 'Enter your email address', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  await expectFitsAndPassesAxe(page)

  await page.keyboard.type(danaWithDetails.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(LEGACY_DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
  ).toBeVisible()
  await expectFitsAndPassesAxe(page)
})

test('a failed signature goes back a page and says why in a toast that passes axe and can be dismissed', async ({
  page,
  consoleErrors,
}) => {
  await openApplicationStep(page, { scenario: 'signature-fails', step: 'next-steps' })
  await page.getByRole('button', { name: 'Start Review Agreements', exact: true }).click()
  await page.getByRole('button', { name: 'Agree', exact: true }).click()
  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
  await expect(notice).toContainText('Your signature was not saved')
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible()
  // The lender's refusal is the story's: its 503 in the console is expected.
  allowConsoleErrors(consoleErrors, (message) => message.includes('503'))
  // Clear of the page's banner: its logo, Dashboard and Sign out stay in sight and in reach.
  const banner = await page.getByRole('banner').boundingBox()
  const toast = await notice.boundingBox()
  expect(toast && banner && toast.y - (banner.y + banner.height)).toBeGreaterThanOrEqual(0)
  await expectFitsAndPassesAxe(page)
  await page
    .getByRole('button', { name: 'Dismiss: Your signature was not saved', exact: true })
    .click()
  await expect(notice).toHaveCount(0)
})

test('the simulation’s own sign-in page (standing in for the identity broker’s) wears the lender’s brand, fits 390 px and passes axe', async ({
  page,
}) => {
  await page.goto(
    `sim/browser/simulated-sign-in.html?returnTo=${encodeURIComponent('/account/crypto-backed-loan/dashboard')}&state=x`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The lender's logo above, its colours on the button, its legal links below.
  await expect(page.getByRole('banner').getByRole('img', { name: 'Meridian Bank' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Continue as / })).toHaveCSS(
    'background-color',
    'rgb(11, 61, 110)',
  )
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use', exact: true }),
  ).toHaveAttribute('href', 'https://www.meridianbank.example/legal/terms')
  await expect(page.getByRole('contentinfo')).toContainText('Meridian Bank, N.A. · NMLS #1841207')
  // The demo controls where every page has them: the top of the page, its whole width.
  const bar = await page.getByRole('button', { name: 'Demo controls', exact: true }).boundingBox()
  expect(bar?.y).toBeLessThan(10)
  // The app page's words for a host serving the demo elsewhere are not this page's.
  await expect(page.getByText('it must be served under')).toHaveCount(0)
  await expectFitsAndPassesAxe(page)
})
