import {
  demoControls,
  expect,
  expectNoSeriousA11yViolations,
  openApplicationStep,
  test,
} from '@tests/support/playwright/fixtures'

test('KYC approved in the demo controls verifies an ID left in review, and the checklist follows', async ({
  page,
}) => {
  await openApplicationStep(page, { scenario: 'kyc-in-review', step: 'next-steps' })
  await expect(page.getByText('ID in Review')).toBeVisible()
  // The checklist with its in-review warning.
  await expectNoSeriousA11yViolations(page)
  const { toggle, panel } = demoControls(page)
  await toggle.click()
  await expect(panel.getByText('KYC_VERIFY · APPLYING')).toBeVisible()
  await panel.getByRole('button', { name: 'KYC approved', exact: true }).click()
  await expect(panel.getByRole('status')).toHaveText('Lender: identity verification approved.')
  await expect(panel.getByText('SIGN_DOCS · APPLYING')).toBeVisible()
  await panel.getByRole('button', { name: 'Close', exact: true }).click()
  const identity = page.getByRole('listitem', { name: 'Verify Identity' })
  await expect(identity.getByText('Completed')).toBeVisible()
  await expect(page.getByText('ID in Review')).toBeHidden()
})

test("Collateral arrives in the demo controls brings collateral that was never coming; the lender's next steps fund the loan, then it has nothing scheduled", async ({
  page,
}) => {
  await openApplicationStep(page, { scenario: 'collateral-never-arrives', step: 'complete' })
  const { toggle, panel } = demoControls(page)
  await toggle.click()
  await panel.getByRole('button', { name: 'Collateral arrives', exact: true }).click()
  await expect(panel.getByRole('status')).toHaveText('Lender: all the collateral due has arrived.')
  await expect(
    panel.getByText(/FUNDABLE|CRYPTO_FUNDING_VERIFY|MANUAL_FUNDING_RELEASE|COMPLETE ·/),
  ).toBeVisible()
  const nextStep = panel.getByRole('button', { name: "Lender's next step now" })
  await nextStep.click()
  await nextStep.click()
  await nextStep.click()
  await expect(panel.getByText('COMPLETE · FINAL')).toBeVisible()
  // Nothing is left for the lender to do.
  await nextStep.click()
  await expect(panel.getByRole('status')).toHaveText(
    'The lender has nothing scheduled: the story waits for the borrower.',
  )
  await panel.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  ).toBeVisible()
  await expect(page.getByText('Funds Disbursed (done)')).toBeVisible()
  // What the borrower now has: the loan's figures, where the cash went, its documents.
  const loan = page.getByRole('region', { name: 'Your loan' })
  await expect(loan.getByText('Bank account ending 4321')).toBeVisible()
  await expect(loan.getByText('Monthly payment')).toBeVisible()
  await expect(
    loan.getByRole('link', { name: 'Your signed loan documents', exact: true }),
  ).toBeVisible()
})
