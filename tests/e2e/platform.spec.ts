import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openScenario,
  test,
} from './support'

const DELAY_MESSAGE =
  'Collateral deposits are taking longer than usual to confirm. Your application is saved.'
const MAINTENANCE_MESSAGE =
  'Scheduled maintenance on Saturday from 2:00 to 4:00 AM ET: some pages may be briefly unavailable.'

test('a banner shows above the page and stays dismissed across a reload', async ({ page }) => {
  await openScenario(page, { scenario: 'banner-warn-updated', path: 'residency' })
  const announcements = page.getByRole('region', { name: 'Announcements' })
  await expect(announcements.getByText(DELAY_MESSAGE)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await announcements.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByText(DELAY_MESSAGE)).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(DELAY_MESSAGE)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0)
})

test('the newest banner fits a 390 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openScenario(page, { scenario: 'banner-info', path: 'residency' })
  const announcements = page.getByRole('region', { name: 'Announcements' })
  await expect(announcements.getByText(MAINTENANCE_MESSAGE)).toBeVisible()
  await expect(announcements.getByRole('status')).toHaveCount(1)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})
