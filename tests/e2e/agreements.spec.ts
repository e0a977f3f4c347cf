import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  test,
} from './support'

/**
 * The loan documents in a real Chromium: pdf.js draws each PDF the simulated lender built, the
 * borrower signs them one by one, and lands back on the checklist with the collateral step open.
 */

const main = (page: Page) => page.getByRole('main')

// Each test draws PDFs with pdf.js and runs axe over them: more than the default 30 s on a busy
// machine.
test.describe.configure({ timeout: 90_000 })

/** The browser reports a scenario's 503 on the console; in these tests that failure is the point. */
function allowScenario503(consoleErrors: string[], path: string) {
  const unexpected = consoleErrors.filter(
    (message) => !(message.includes('503') && message.includes(path)),
  )
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
}

/** The document is drawn: a canvas with pixels, and its text in pdf.js's text layer. */
async function expectRendered(page: Page, name: string, text: string) {
  const viewer = main(page).getByRole('document', { name })
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 })
  await expect(viewer.locator('.textLayer')).toContainText(text, { timeout: 15_000 })
}

async function fromChecklistToDocuments(page: Page, scenario: 'at-agreements' | 'signature-fails') {
  const appUuid = await openApplicationStep(page, { scenario, step: 'next-steps' })
  await main(page).getByRole('button', { name: 'Start Review Agreements' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disclosures$`))
  return appUuid
}

test('signs every document and returns to the checklist with Post Collateral open', async ({
  page,
}) => {
  const appUuid = await fromChecklistToDocuments(page, 'at-agreements')
  await expect(main(page).getByText('Document 1 of 3')).toBeVisible()
  await expect(main(page).getByText(/A fee of \$100 may apply/)).toBeVisible()
  await expectRendered(page, 'Loan and Security Agreement', 'Dana Whitfield')
  await expect(
    main(page).getByRole('document', { name: 'Loan and Security Agreement' }),
  ).toContainText('$25,250')
  await expectNoSeriousA11yViolations(page)

  for (const [position, name] of [
    ['Document 2 of 3', 'Truth in Lending Disclosure'],
    ['Document 3 of 3', 'Collateral Custody Agreement'],
  ] as const) {
    await main(page).getByRole('button', { name: 'Agree' }).click()
    await expect(main(page).getByText(position)).toBeVisible()
    await expectRendered(page, name, 'Loan terms')
  }
  await main(page).getByRole('button', { name: 'Agree' }).click()

  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  const review = main(page).getByRole('listitem', { name: 'Review Agreements' })
  await expect(
    review.getByRole('button', { name: /^(Processing|Complete) Review Agreements$/ }),
  ).toBeVisible()
  await expect(review.getByRole('button', { name: 'Complete Review Agreements' })).toBeVisible()
  const collateral = main(page).getByRole('listitem', { name: 'Post Collateral' })
  await expect(collateral.getByRole('button', { name: 'Start Post Collateral' })).toBeEnabled()
})

test('a failed signature puts the checklist back and returns to it; the retry signs', async ({
  page,
  consoleErrors,
}) => {
  const appUuid = await fromChecklistToDocuments(page, 'signature-fails')
  await expectRendered(page, 'Loan and Security Agreement', 'Dana Whitfield')
  await main(page).getByRole('button', { name: 'Agree' }).click()

  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  allowScenario503(consoleErrors, '/sign-document/')
  const review = main(page).getByRole('listitem', { name: 'Review Agreements' })
  await expect(review.getByText('Not started')).toBeVisible()
  await review.getByRole('button', { name: 'Start Review Agreements' }).click()
  await expect(main(page).getByText('Document 1 of 3')).toBeVisible()
  await main(page).getByRole('button', { name: 'Agree' }).click()
  await expect(main(page).getByText('Document 2 of 3')).toBeVisible()
})

test('the documents page lists each document to download, and says so when it cannot', async ({
  page,
  consoleErrors,
}) => {
  const appUuid = await openApplicationStep(page, { scenario: 'at-agreements', step: 'documents' })
  await expect(
    main(page).getByRole('button', { name: 'Download Loan and Security Agreement' }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Download Truth in Lending Disclosure' }).click()
  expect((await download).suggestedFilename()).toBe('Truth in Lending Disclosure.pdf')
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('button', { name: 'Back to dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await openApplicationStep(page, {
    scenario: 'documents-unavailable',
    step: 'documents?back=true',
  })
  await expect(main(page).getByRole('alert')).toContainText(
    'Unable to load documents. Please try again later',
  )
  allowScenario503(consoleErrors, '/documents')
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/details$`))
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a document fits the screen, with nothing scrolling sideways', async ({ page }) => {
    await openApplicationStep(page, { scenario: 'at-agreements', step: 'disclosures' })
    await expectRendered(page, 'Loan and Security Agreement', 'Dana Whitfield')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })

  test('a renewal signs with I accept and ends on complete', async ({ page }) => {
    const appUuid = await openApplicationStep(page, {
      scenario: 'renewal-at-agreements',
      step: 'disclosures',
    })
    for (const position of ['Document 1 of 3', 'Document 2 of 3', 'Document 3 of 3']) {
      await expect(main(page).getByText(position)).toBeVisible()
      await main(page).getByRole('button', { name: 'I accept' }).click()
    }
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
    await expectNoSidewaysScroll(page)
  })
})
