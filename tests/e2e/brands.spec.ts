import {
  expect,
  expectNoSeriousA11yViolations,
  openScenario,
  test,
} from '@tests/support/playwright/fixtures'

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
      .getByRole('button', { name: 'Continue', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
    phone: await phone.getAttribute('href'),
    phoneText: (await phone.innerText()).trim(),
    terms: await legal('Terms of use'),
    privacy: await legal('Privacy policy'),
    licenses: await legal('Licenses'),
    nmls: (await footer.innerText()).match(/NMLS #\d+/)?.[0] ?? null,
    title: await page.title(),
    icon: await page.locator('link[rel="icon"]').getAttribute('href'),
    typeface: await typefaceOf(page),
  }
}

/** The heading's typeface as the page draws it: the first family of its font, once loaded. */
function typefaceOf(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    const heading = document.querySelector('h1')
    const first = heading ? getComputedStyle(heading).fontFamily.split(',')[0] : ''
    return first?.trim().replace(/^["']|["']$/g, '') ?? ''
  })
}

/** '#0B3D6E' as a browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/**
 * Residency under two organisations, in one tab: each looks like its own lender, as the page
 * paints it, and passes axe-core (colours and contrast differ by brand), in the states that
 * change the page: a state the lender does not serve (the waitlist) and the international
 * choice (the country list). The header's and footer's texts and links, the waitlist's rule and
 * the country list are checked in tests/unit/features/shell/shell.test.tsx and
 * tests/unit/features/residency/residency.test.tsx.
 */
test('the same page under two organisations looks like two lenders: name, logo, colours, phone and legal links; neither has a serious accessibility violation', async ({
  page,
}) => {
  // Four accessibility checks take their time on a busy machine.
  test.setTimeout(60_000)
  const { meridian, harborline } = await import('@fixtures/organisations')
  async function openAs(organisation: typeof meridian) {
    await openScenario(page, {
      scenario: 'fresh-us-borrower',
      path: 'residency',
      org: organisation.orgCode,
    })
    // A brand's web font, where it names one, comes from the app's own origin once its
    // stylesheet has loaded; a brand naming none keeps the house style.
    const font = organisation.orgBrand.font
    await expect.poll(() => typefaceOf(page)).toBe(font ? `${font} Variable` : 'Inter')
    if (font) {
      expect(
        await page.evaluate(
          (family) => document.fonts.check(`1rem "${family}"`),
          `${font} Variable`,
        ),
      ).toBe(true)
      const fontFiles = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => new URL(entry.name).origin === location.origin),
      )
      expect(fontFiles.length).toBeGreaterThan(0)
      expect(fontFiles.every(Boolean)).toBe(true)
    }
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
      title: `${organisation.orgBrand.pageTitle} | ${organisation.orgBrand.name}`,
      icon: organisation.orgBrand.faviconUrl,
    })
    await expectNoSeriousA11yViolations(page)
    return brand
  }

  // A US-only lender: the state select, then a state it does not serve.
  const first = await openAs(meridian)
  await page.getByLabel('State of residence').selectOption({ label: 'Texas' })
  await expect(page.getByText('This state is currently not being serviced')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join Waitlist', exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A lender abroad: the United States or International, then the country list.
  const second = await openAs(harborline)
  await page.getByRole('radio', { name: /International/ }).check()
  await expect(page.getByLabel('Country of residence')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  for (const key of Object.keys(first) as (keyof typeof first)[]) {
    expect(first[key], `${key} differs between the two lenders`).not.toEqual(second[key])
  }
})
