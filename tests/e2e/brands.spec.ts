import { buildOffer, expect, expectNoSeriousA11yViolations, termsValue, test } from './support'

test('a US-only brand wears its name, support phone and legal footer, and offers no International choice', async ({
  page,
}) => {
  await page.goto('residency')
  const header = page.getByRole('banner')
  await expect(header).toContainText('Meridian Bank')
  await expect(header.getByRole('link', { name: /555-0142/ })).toHaveAttribute('href', /^tel:/)
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  for (const link of ['Terms of use', 'Privacy policy', 'Licenses']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible()
  }
  await expect(footer).toContainText('NMLS #1841207')
  await expect(footer).toContainText('Equal Housing')
  await expect(page.getByRole('radio', { name: /International/ })).toHaveCount(0)
})

test('an international brand lists excluded countries and prices an international loan with a 1.5% fee', async ({
  page,
}) => {
  await page.goto('residency?org=HARBORLINE')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Equal Opportunity')
  await expect(footer).toContainText('Canada, China, India, Russia, United Kingdom')

  await page.getByRole('radio', { name: /International/ }).check()
  const countries = page.getByLabel('Country of residence')
  // Enabled countries only, the US removed, sorted by name.
  const names = await countries.locator('option').allTextContents()
  const listed = names.filter((name) => !name.startsWith('Select'))
  expect(listed).not.toContain('United States')
  expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en')))
  await expectNoSeriousA11yViolations(page)

  await countries.selectOption({ label: 'Germany' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/start\?country=DE/)
  await buildOffer(page, { collateral: '5', cash: '10,000' })
  await expect(termsValue(page, 'Loan amount')).toHaveText('$10,150')
})
