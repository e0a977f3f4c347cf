import type { Page } from '@playwright/test'
import {
  allowConsoleErrors,
  expect,
  expectFitsAndPassesAxe,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  test,
} from '@tests/support/playwright/fixtures'

/**
 * The disbursement screens in the browser: each at phone width, and axe on each state. What
 * they say, their rules and where they lead are held by tests/unit/features/disbursement/disbursement.test.tsx.
 */

/** Granite National Bank, linked through the simulated bank's dialog. */
async function linkGraniteInDialog(page: Page, { axe }: { axe: boolean }) {
  const dialog = page.getByRole('dialog', { name: 'Select your bank' })
  await expect(dialog).toBeVisible()
  if (axe) await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Granite National Bank', exact: true }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The manual form filled with an account, and Continue pressed: the confirm modal opens. */
async function fillManualEntry(page: Page) {
  const main = page.getByRole('main')
  await main.getByLabel('Routing number').fill('021000021')
  await main.getByLabel('Account number').fill('000123456789')
  await main.getByLabel('First name').fill('Dana')
  await main.getByLabel('Last name').fill('Whitfield')
  await main.getByRole('button', { name: 'Continue', exact: true }).click()
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the chooser and manual entry fit a phone and pass axe: the messages, the confirm modal, a refusal', async ({
    page,
    consoleErrors,
  }) => {
    // Four accessibility scans: a few seconds each on a busy machine.
    test.setTimeout(60_000)
    await openApplicationStep(page, { scenario: 'at-disbursement', step: 'disbursement' })
    const main = page.getByRole('main')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Disbursement account' }),
    ).toBeVisible()
    await expectFitsAndPassesAxe(page)

    // The empty form's messages (the names start as the borrower's: one emptied), then the
    // confirmation modal.
    await main.getByRole('button', { name: 'Manually Enter Information', exact: true }).click()
    await expect(main.getByLabel('First name')).not.toHaveValue('')
    await main.getByLabel('Last name').fill('')
    // Left, it says so at once: the page settles before Continue is pressed.
    await main.getByLabel('Last name').blur()
    await expect(main.getByText('Please enter the last name.')).toBeVisible()
    await main.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(main.getByText('Please enter a routing number')).toBeVisible()
    await expect(main.getByText('Please enter the last name.')).toBeVisible()
    await expectFitsAndPassesAxe(page)
    await fillManualEntry(page)
    const modal = page.getByRole('dialog', { name: 'Please confirm info' })
    await expect(modal.getByText('000123456789')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Manual entry the lender refuses: its message on the form.
    await openApplicationStep(page, {
      scenario: 'manual-bank-upload-fails',
      step: 'disbursement/manually-link',
    })
    await fillManualEntry(page)
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(main.getByText('Failed to upload manual bank information.')).toBeVisible()
    await expectFitsAndPassesAxe(page)
    // The browser reports the scenario's 503 on the console; that refusal is the point here.
    allowConsoleErrors(consoleErrors, (message) => message.includes('503'))
  })

  test("linking a bank fits a phone and passes axe: the link page, the bank's dialog, choosing an account, a bank that failed", async ({
    page,
  }) => {
    // Four accessibility scans: a few seconds each on a busy machine.
    test.setTimeout(60_000)
    await openApplicationStep(page, {
      scenario: 'at-disbursement',
      step: 'disbursement/link-account',
    })
    const main = page.getByRole('main')
    await expect(main.getByText(/business accounts are not eligible/)).toBeVisible()
    await expectFitsAndPassesAxe(page)
    await main.getByRole('button', { name: 'Link Account', exact: true }).click()
    await linkGraniteInDialog(page, { axe: true })
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your account' })).toBeVisible()
    await expect(main.getByText(/XXX-0042/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await main.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(main.getByText('Please select an account.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // A bank whose item FAILED: shown without accounts, with what to do.
    await openApplicationStep(page, {
      scenario: 'bank-link-item-failed',
      step: 'disbursement/link-account',
    })
    await main.getByRole('button', { name: 'Link Account', exact: true }).click()
    await linkGraniteInDialog(page, { axe: false })
    await expect(main.getByText(/This bank could not be linked/)).toBeVisible()
    await expectFitsAndPassesAxe(page)
  })

  test('USDC disbursement fits a phone and passes axe, with a wallet address too long', async ({
    page,
  }) => {
    await openApplicationStep(page, {
      scenario: 'international-at-usdc-disbursement',
      step: 'usdc-disbursement',
    })
    const main = page.getByRole('main')
    await expect(main.getByRole('listitem')).toHaveCount(9)
    await expectFitsAndPassesAxe(page)
    await main.getByLabel('Wallet address').fill('x'.repeat(45))
    await expect(main.getByText('Wallet address exceeds supported character limits')).toBeVisible()
    await expectFitsAndPassesAxe(page)
  })
})
