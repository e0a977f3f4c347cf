import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openApplicationStep,
  test,
} from './support'

/**
 * The disbursement screens in the browser: each at phone width, and axe on each state. What
 * they say, their rules and where they lead are held by tests/unit/features/disbursement.test.tsx.
 */

/** Granite National Bank, linked through the simulated bank's dialog. */
async function linkGraniteInDialog(page: Page, { axe }: { axe: boolean }) {
  const dialog = page.getByRole('dialog', { name: 'Select your bank' })
  await expect(dialog).toBeVisible()
  if (axe) await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Granite National Bank' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every disbursement screen fits a phone and passes axe, the bank-link and manual-entry states too', async ({
    page,
  }) => {
    // Seven accessibility scans: a few seconds each on a busy machine.
    test.setTimeout(90_000)
    const appUuid = await openApplicationStep(page, {
      scenario: 'at-disbursement',
      step: 'disbursement',
    })
    const main = page.getByRole('main')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Disbursement account' }),
    ).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)

    // Manual entry: the empty form's messages, then the confirmation modal.
    await main.getByRole('button', { name: 'Manually Enter Information' }).click()
    await main.getByRole('button', { name: 'Continue' }).click()
    await expect(main.getByText('Please enter a routing number')).toBeVisible()
    await expect(main.getByText('Please enter the last name.')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await main.getByLabel('Routing number').fill('026009593')
    await main.getByLabel('Account number').fill('4455667788')
    await main.getByLabel('First name').fill('Dana')
    await main.getByLabel('Last name').fill('Whitfield')
    await main.getByRole('button', { name: 'Continue' }).click()
    const modal = page.getByRole('dialog', { name: 'Please confirm info' })
    await expect(modal.getByText('4455667788')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    // Linking a bank: the link page, the bank's dialog, then choosing an account.
    await page.goBack()
    await main.getByRole('button', { name: 'Link Account' }).click()
    await expect(page).toHaveURL(new RegExp(`/${appUuid}/disbursement/link-account$`))
    await expect(main.getByText(/business accounts are not eligible/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await main.getByRole('button', { name: 'Link Account' }).click()
    await linkGraniteInDialog(page, { axe: true })
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your account' })).toBeVisible()
    await expect(main.getByText(/XXX-0042/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await main.getByRole('button', { name: 'Continue' }).click()
    await expect(main.getByText('Please select an account.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // A bank whose item FAILED: shown without accounts, with what to do.
    await openApplicationStep(page, {
      scenario: 'bank-link-item-failed',
      step: 'disbursement/link-account',
    })
    await main.getByRole('button', { name: 'Link Account' }).click()
    await linkGraniteInDialog(page, { axe: false })
    await expect(main.getByText(/This bank could not be linked/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
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
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await main.getByLabel('Wallet address').fill('x'.repeat(45))
    await expect(main.getByText('Wallet address exceeds supported character limits')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
})
