import {
  expect,
  expectFitsAndPassesAxe,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

test('the static privacy page opens from the footer and reads well on a 390 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'residency' })
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy in this app', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(
    page.getByRole('link', { name: 'Read the full privacy policy', exact: true }),
  ).toHaveAttribute('href', 'https://www.meridianbank.example/legal/privacy')
  await expectFitsAndPassesAxe(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
})
