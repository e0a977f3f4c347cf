import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  type ScenarioName,
  test,
} from './support'

/** From the checklist, Start on Disbursement Account, as a borrower goes. */
async function startDisbursement(page: Page, scenario: ScenarioName) {
  const appUuid = await openApplicationStep(page, { scenario, step: 'next-steps' })
  await expect(page.getByRole('heading', { level: 1, name: 'Final steps' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Disbursement Account' }).click()
  return appUuid
}

async function expectDisbursementComplete(page: Page, appUuid: string) {
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/next-steps$`))
  await expect(page.getByRole('button', { name: 'Complete Disbursement Account' })).toBeVisible()
}

/** The browser reports the scenario's 503 on the console; that failure is the point of the test. */
function allowScenario503(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((message) => !message.includes('503'))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
}

async function linkGraniteInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Select your bank' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Granite National Bank' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('manual entry: from the chooser to next steps with Disbursement Account complete', async ({
  page,
}) => {
  const appUuid = await startDisbursement(page, 'at-disbursement')
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: 'Disbursement account' })).toBeVisible()
  await expect(main.getByText('Most popular')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await main.getByRole('button', { name: 'Manually Enter Information' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/manually-link$`))
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(main.getByText('Please enter a routing number')).toBeVisible()
  await expect(main.getByText('Please enter the last name.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await main.getByLabel('Routing number').fill('026009593')
  await main.getByLabel('Account number').fill('4455667788')
  await main.getByLabel('First name').fill('Dana')
  await main.getByLabel('Last name').fill('Whitfield')
  await main.getByRole('button', { name: 'Continue' }).click()

  const modal = page.getByRole('dialog', { name: 'Please confirm info' })
  await expect(modal).toBeVisible()
  await expect(modal.getByText('4455667788')).toBeVisible()
  await expect(modal.getByText('026009593')).toBeVisible()
  await expect(modal.getByText('Dana Whitfield')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await modal.getByRole('button', { name: 'Confirm' }).click()

  await expectDisbursementComplete(page, appUuid)
  // The numbers never reach the browser's storage or an address.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain('4455667788')
  expect(page.url()).not.toContain('4455667788')
})

test('manual entry refused by the lender: the message, the modal closed, the input kept', async ({
  page,
  consoleErrors,
}) => {
  const appUuid = await openApplicationStep(page, {
    scenario: 'manual-bank-upload-fails',
    step: 'disbursement/manually-link',
  })
  const main = page.getByRole('main')
  await main.getByLabel('Routing number').fill('021000021')
  await main.getByLabel('Account number').fill('000123456789')
  await main.getByLabel('First name').fill('Dana')
  await main.getByLabel('Last name').fill('Whitfield')
  await main.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm info' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(main.getByText('Failed to upload manual bank information.')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(main.getByLabel('Account number')).toHaveValue('000123456789')
  await expectNoSeriousA11yViolations(page)

  // The retry goes through.
  await main.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm info' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expectDisbursementComplete(page, appUuid)
  allowScenario503(consoleErrors)
})

test('bank link: link a bank, choose its account, Disbursement Account complete', async ({
  page,
}) => {
  const appUuid = await startDisbursement(page, 'at-disbursement')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Link Account' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Link your bank account' }),
  ).toBeVisible()
  await expect(main.getByText(/business accounts are not eligible/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await main.getByRole('button', { name: 'Link Account' }).click()
  await linkGraniteInDialog(page)

  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/choose-account$`))
  const granite = main.getByRole('group', { name: 'Granite National Bank' })
  await expect(granite.getByText(/XXX-0042/)).toBeVisible()
  await main.getByRole('button', { name: 'Continue' }).click()
  await expect(main.getByText('Please select an account.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await granite.getByRole('radio', { name: /Everyday Checking/ }).check()
  await main.getByRole('button', { name: 'Continue' }).click()
  await expectDisbursementComplete(page, appUuid)
})

test('bank link whose item FAILED: the bank is shown without accounts, with what to do', async ({
  page,
}) => {
  await openApplicationStep(page, {
    scenario: 'bank-link-item-failed',
    step: 'disbursement/link-account',
  })
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Link Account' }).click()
  await linkGraniteInDialog(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your account' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Granite National Bank' })).toBeVisible()
  await expect(main.getByText(/This bank could not be linked/)).toBeVisible()
  await expect(main.getByRole('radio')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('bank link whose token exchange fails says so; a retry links the bank', async ({
  page,
  consoleErrors,
}) => {
  const appUuid = await openApplicationStep(page, {
    scenario: 'bank-link-exchange-fails',
    step: 'disbursement/link-account',
  })
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Link Account' }).click()
  await linkGraniteInDialog(page)
  await expect(main.getByText('Unable to retrieve accounts. Try again')).toBeVisible()
  await main.getByRole('button', { name: 'Link Account' }).click()
  await linkGraniteInDialog(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/choose-account$`))
  allowScenario503(consoleErrors)
})

test('USDC: an international borrower gives a wallet address', async ({ page }) => {
  const appUuid = await startDisbursement(page, 'international-at-usdc-disbursement')
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/usdc-disbursement$`))
  const main = page.getByRole('main')
  await expect(main.getByRole('listitem')).toHaveCount(9)
  await expectNoSeriousA11yViolations(page)
  const address = main.getByLabel('Wallet address')
  await address.fill('x'.repeat(45))
  await expect(main.getByText('Wallet address exceeds supported character limits')).toBeVisible()
  await address.fill('')
  await expect(main.getByText('You must enter a wallet address')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await address.fill('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
  await main.getByRole('button', { name: 'Continue' }).click()
  await expectDisbursementComplete(page, appUuid)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every disbursement screen fits a phone', async ({ page }) => {
    const appUuid = await openApplicationStep(page, {
      scenario: 'at-disbursement',
      step: 'disbursement',
    })
    await expectNoSidewaysScroll(page)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Manually Enter Information' }).click()
    await main.getByRole('button', { name: 'Continue' }).click()
    await expect(main.getByText('Please enter a routing number')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.goBack()
    await main.getByRole('button', { name: 'Link Account' }).click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/link-account$`))
    await main.getByRole('button', { name: 'Link Account' }).click()
    await linkGraniteInDialog(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your account' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('USDC disbursement fits a phone', async ({ page }) => {
    await openApplicationStep(page, {
      scenario: 'international-at-usdc-disbursement',
      step: 'usdc-disbursement',
    })
    await expectNoSidewaysScroll(page)
  })
})
