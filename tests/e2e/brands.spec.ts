import {
  buildOffer,
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  termsValue,
  test,
} from './support'

test('a US-only brand wears its name, support phone and legal footer, and offers no International choice', async ({
  page,
}) => {
  await page.goto('residency')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Meridian Bank' })).toBeVisible()
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

/** What makes a page look like one lender's: read from the page itself. */
async function brandOf(page: import('@playwright/test').Page) {
  const header = page.locator('.shell-header')
  const footer = page.getByRole('contentinfo')
  const phone = header.getByRole('link', { name: /Call support/ })
  const legal = async (name: string) =>
    footer.getByRole('link', { name, exact: true }).getAttribute('href')
  return {
    logo: await header.locator('img').first().getAttribute('src'),
    logoName: await header.locator('img').first().getAttribute('alt'),
    // The primary colour as the page paints it: the Continue button's background.
    primary: await page
      .getByRole('button', { name: 'Continue' })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
    phone: await phone.getAttribute('href'),
    phoneText: (await phone.innerText()).trim(),
    terms: await legal('Terms of use'),
    privacy: await legal('Privacy policy'),
    licenses: await legal('Licenses'),
    nmls: (await footer.innerText()).match(/NMLS #\d+/)?.[0] ?? null,
    title: await page.title(),
  }
}

/** '#0B3D6E' as a browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

test('the same page under two organisations looks like two lenders: name, logo, colours, phone and legal links', async ({
  page,
}) => {
  const { meridian, harborline } = await import('@fixtures/organisations')
  const seen = []
  for (const organisation of [meridian, harborline]) {
    await openScenario(page, {
      scenario: 'fresh-us-borrower',
      path: 'residency',
      org: organisation.orgCode,
    })
    const brand = await brandOf(page)
    const { company } = organisation.metadata
    expect(brand).toMatchObject({
      logo: organisation.orgBrand.logoUrl,
      logoName: organisation.orgBrand.name,
      primary: rgb(organisation.orgBrand.colours.primary),
      phone: `tel:${organisation.supportPhone.replace(/[^\d+]/g, '').replace(/^(\d{10})$/, '+1$1')}`,
      terms: company.termsUrl,
      privacy: company.privacyUrl,
      licenses: company.licensesUrl,
      nmls: `NMLS #${company.nmlsNumber}`,
      title: `Crypto-backed loan | ${organisation.orgBrand.name}`,
    })
    seen.push(brand)
  }
  const [first, second] = seen
  for (const key of Object.keys(first ?? {}) as (keyof NonNullable<typeof first>)[]) {
    expect(first?.[key], `${key} differs between the two lenders`).not.toEqual(second?.[key])
  }
})
