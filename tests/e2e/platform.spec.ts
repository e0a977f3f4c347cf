import {
  expect,
  expectFitsAndPassesAxe,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

const DELAY_MESSAGE =
  'Collateral deposits are taking longer than usual to confirm. Your application is saved.'
const MAINTENANCE_MESSAGE =
  'Scheduled maintenance on Saturday from 2:00 to 4:00 AM ET: some pages may be briefly unavailable.'

/**
 * Banners above the page, each variant's colours through axe-core, on a 390 px phone. Which
 * banner shows, dismissing one and its staying dismissed across a reload are checked in
 * tests/unit/features/banners/banners.test.tsx (and replayed by the banner-warn-updated story).
 */
test('the newest banner, info or warning, fits a 390 px phone screen with no serious accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openScenario(page, { scenario: 'banner-info', path: 'residency' })
  const announcements = page.getByRole('region', { name: 'Announcements' })
  await expect(announcements.getByText(MAINTENANCE_MESSAGE)).toBeVisible()
  await expect(announcements.getByRole('status')).toHaveCount(1)
  await expectFitsAndPassesAxe(page)

  await openScenario(page, { scenario: 'banner-warn-updated', path: 'residency' })
  await expect(announcements.getByText(DELAY_MESSAGE)).toBeVisible()
  await expectFitsAndPassesAxe(page)
})
