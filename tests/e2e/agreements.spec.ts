import type { Page } from '@playwright/test'
import {
  allowConsoleErrors,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The loan documents in a real Chromium: the documents page with a real download, its failure,
 * and a renewal's documents drawn by pdf.js on a phone with the borrower's name and address,
 * signed with I accept. The whole journeys through the documents are stories
 * (us-happy-path, international-happy-path), replayed in the rendered app and by
 * `npm run scenario`, and walked in Firefox and WebKit (tests/engines); the rules of signing are
 * in tests/unit/features/agreements/agreements.test.tsx.
 */

const main = (page: Page) => page.getByRole('main')

// pdf.js draws the renewal's documents and axe runs twice: more than the default 30 s on a busy
// machine.
test.describe.configure({ timeout: 90_000 })

test('the documents page lists each document to download, and says so when it cannot; a renewal signs on a phone', async ({
  page,
  consoleErrors,
}) => {
  await openApplicationStep(page, { scenario: 'at-agreements', step: 'documents' })
  await expect(
    main(page).getByRole('button', { name: 'Download Loan and Security Agreement', exact: true }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await main(page)
    .getByRole('button', { name: 'Download Truth in Lending Disclosure', exact: true })
    .click()
  expect((await download).suggestedFilename()).toBe('Truth in Lending Disclosure.pdf')
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('button', { name: 'Back to dashboard', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const unavailable = await openApplicationStep(page, {
    scenario: 'documents-unavailable',
    step: 'documents?back=true',
  })
  await expect(main(page).getByRole('alert')).toContainText(
    'Unable to load documents. Please try again later',
  )
  // The browser reports the scenario's 503 on the console; here that failure is the point.
  allowConsoleErrors(
    consoleErrors,
    (message) => message.includes('503') && message.includes('/documents'),
  )
  await expectNoSeriousA11yViolations(page)
  // Back goes to the details form (back=true; agreements.test.tsx), which sends an application
  // past its details on to where it stands: this one's checklist.
  await main(page).getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${unavailable}/next-steps$`))

  // On a phone, a renewal's documents are signed with I accept and end on the complete page,
  // nothing scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  const renewal = await openApplicationStep(page, {
    scenario: 'renewal-at-agreements',
    step: 'disclosures',
  })
  const agreement = main(page).getByRole('document', { name: 'Loan and Security Agreement' })
  await expect(agreement.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
  // Drawn for this borrower: the name and the home address the lender holds.
  await expect(agreement.locator('.textLayer')).toContainText('1450 Market St', {
    timeout: 15_000,
  })
  await expect(agreement).toContainText('Dana Whitfield')
  await expectNoSidewaysScroll(page)
  for (const position of ['Document 1 of 3', 'Document 2 of 3', 'Document 3 of 3']) {
    await expect(main(page).getByText(position)).toBeVisible()
    await main(page).getByRole('button', { name: 'I accept', exact: true }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/${renewal}/complete$`))
  await expect(page.getByRole('list', { name: 'Progress' })).toBeVisible()
  await expectNoSidewaysScroll(page)
})
