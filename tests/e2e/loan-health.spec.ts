import {
  allowConsoleErrors,
  buildOffer,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  holdClock,
  openScenario,
  passTime,
  test,
} from '@tests/support/playwright/fixtures'

const HOUR_MS = 60 * 60 * 1000

test('the offer builder shows the price at each LTV line and the price-change control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '40,000' })
  const health = page.getByRole('region', { name: 'If the BTC price falls' })
  await expect(health).toBeVisible()
  for (const line of ['LTV warning', 'Margin call', 'Liquidation']) {
    await expect(health.getByText(line, { exact: true })).toBeVisible()
  }
  const slider = health.getByRole('slider', { name: 'What if the BTC price changes' })
  await slider.fill('-50')
  await expect(health).toContainText('Margin call')
  await expect(health).toContainText('A margin call must be cured within 48 hours')
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)
})

test('a margin call counts down as the clock moves, and collateral sent clears it', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Three days into a 43 % fall: the call came about three hours ago.
  await holdClock(page)
  await openScenario(page, { scenario: 'margin-call-liquidated', path: 'dashboard' })
  await passTime(page, 72 * HOUR_MS)
  // The morning's session has expired: the borrower signs in again.
  await page.goto('dashboard')
  await page.getByRole('link', { name: 'Login', exact: true }).first().click()
  await page.getByRole('button', { name: /^Continue as / }).click()
  const call = page.getByRole('region', { name: 'Margin call' })
  await expect(call).toContainText(/Time left to cure: 4[45] h/)
  const before = await call.getByText(/Time left to cure/).textContent()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  // Two hours on the simulated clock: the dashboard's next answer shows two hours fewer.
  await passTime(page, 2 * HOUR_MS)
  await expect(call.getByText(/Time left to cure/)).not.toHaveText(before ?? '')
  await expect(call).toContainText(/Time left to cure: 4[23] h/)

  // The borrower sends what the dashboard asks for (the demo panel's button).
  await page.getByRole('button', { name: 'Demo controls', exact: true }).click()
  await page.getByRole('button', { name: 'Borrower sends cure collateral', exact: true }).click()
  await expect(
    page.getByText('The borrower sent the collateral that cures the margin call.'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Margin call' })).toHaveCount(0)
  await expect(page.getByText('1.1018 BTC')).toBeVisible()

  // The help sits below the loans and applications on a phone, beside them on a laptop.
  const mainCard = page.locator('.ui-card', { has: page.getByRole('heading', { level: 1 }) })
  const help = page.getByRole('complementary', { name: 'Help' })
  await expect(help).toContainText('Start a new application')
  const boxes = async () => ({ main: await mainCard.boundingBox(), help: await help.boundingBox() })
  let at = await boxes()
  expect(at.help!.y).toBeGreaterThanOrEqual(at.main!.y + at.main!.height)
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(async () => {
    at = await boxes()
    expect(at.help!.x).toBeGreaterThanOrEqual(at.main!.x + at.main!.width)
    expect(Math.abs(at.help!.y - at.main!.y)).toBeLessThanOrEqual(1)
    expect(at.main!.width).toBeGreaterThan(640)
  }).toPass({ timeout: 2_000 })
  await expectNoSidewaysScroll(page)

  // Only the expired session's refused calls, before the borrower signed in again.
  allowConsoleErrors(consoleErrors, (message) => message.includes('status of 401'))
})
