import type { Page } from '@playwright/test'
import { buildOffer, expect, expectNoSeriousA11yViolations, openScenario, test } from './support'

/**
 * The first half of the journey, end to end on the simulated backend: offer, sign-in through
 * the simulated broker, details, the soft credit pull, the checklist, the ID upload, and the
 * checklist again with the agreements open once identity is approved. A reload on each page
 * resumes there. The SSN typed on the way is looked for afterwards in storage, URLs and the
 * console: it must be nowhere.
 */

const SSN = '521-44-7839'
const SSN_DIGITS = SSN.replace(/-/g, '')
// A 1x1 PNG: the upload is checked by type and by its first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function reloadAndExpectHeading(page: Page, name: string | RegExp) {
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('offer, sign-in, details, soft credit and identity lead to the agreements', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const consoleText: string[] = []
  page.on('console', (message) => consoleText.push(message.text()))
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))

  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'start?state=CA' })
  await buildOffer(page, { collateral: '1', cash: '25,000' })
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await page.getByRole('textbox', { name: 'Another email' }).fill('sam.rivera@example.com')
  await page.getByRole('button', { name: 'Sign in with this email' }).click()

  const detailsHeading = 'Now, tell us a few details about yourself'
  await expect(page.getByRole('heading', { level: 1, name: detailsHeading })).toBeVisible()
  await reloadAndExpectHeading(page, detailsHeading)
  await expectNoSeriousA11yViolations(page)

  const form = page.getByRole('main')
  await form.getByLabel('Date of birth').fill('04/12/1986')
  await form.getByLabel('Social Security number').fill(SSN)
  await form.getByLabel('Source of income').selectOption('Employment')
  await form.getByLabel('Street address').fill('1450 Market St')
  await form.getByRole('option', { name: 'My address is not listed' }).click()
  await form.getByLabel('City').fill('San Francisco')
  await form.getByLabel('State', { exact: true }).selectOption({ label: 'California' })
  await form.getByLabel('ZIP code').fill('94103')
  await form.getByLabel('Phone number').fill('(415) 555-0134')
  await form.getByLabel(/electronically/).check()
  await form.getByLabel(/I agree to the/).check()
  await form.getByRole('button', { name: 'I agree' }).click()

  // The soft credit pull takes the simulated lender a moment; the checklist follows.
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible({
    timeout: 20_000,
  })
  await reloadAndExpectHeading(page, 'Final steps')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Start Verify Identity' }).click()
  await expect(page).toHaveURL(/\/identity$/)
  await page.getByLabel('ID type').selectOption({ label: "Driver's license" })
  await page.locator('input[type=file]').first().setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await page.getByRole('button', { name: 'Upload' }).click()

  await expect(page).toHaveURL(/\/next-steps$/)
  // Identity is approved a few seconds later; the checklist polls and opens the agreements.
  const agreements = page.getByRole('listitem', { name: 'Review Agreements' })
  await expect(agreements.getByRole('button')).toBeEnabled({ timeout: 20_000 })
  await reloadAndExpectHeading(page, 'Final steps')
  await expect(agreements.getByRole('button')).toBeEnabled()

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  for (const haystack of [stored, urls.join('\n'), consoleText.join('\n')]) {
    expect(haystack).not.toContain(SSN)
    expect(haystack).not.toContain(SSN_DIGITS)
  }
})
