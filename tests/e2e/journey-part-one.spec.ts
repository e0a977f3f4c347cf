import type { Page } from '@playwright/test'
import {
  buildOffer,
  expect,
  expectNoSeriousA11yViolations,
  giveUsDetails,
  openScenario,
  test,
  uploadDriversLicense,
} from './support'

/**
 * The first half of the journey, end to end on the simulated backend: offer, sign-in through
 * the simulated broker, details, the soft credit pull, the checklist, the ID upload, and the
 * checklist again with the agreements open once identity is approved. A reload on each page
 * resumes there. The SSN typed on the way is looked for afterwards in storage, URLs and the
 * console: it must be nowhere.
 */

const SSN = '521-44-7839'
const SSN_DIGITS = SSN.replace(/-/g, '')
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

  await giveUsDetails(page, { ssn: SSN })

  // The soft credit pull takes the simulated lender a moment; the checklist follows.
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible({
    timeout: 20_000,
  })
  await reloadAndExpectHeading(page, 'Final steps')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Start Verify Identity' }).click()
  await expect(page).toHaveURL(/\/identity$/)
  await uploadDriversLicense(page)

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
