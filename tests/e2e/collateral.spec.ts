import type { Page } from '@playwright/test'
import {
  expect,
  expectFitsAndPassesAxe,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  holdClock,
  openApplicationStep,
  openScenario,
  passTimeUntilVisible,
  test,
} from '@tests/support/playwright/fixtures'

/** The deposit address is open and the form ready (the lender opens it a moment later). */
async function addressShown(page: Page) {
  await passTimeUntilVisible(page, page.getByTestId('deposit-address'))
}

/** The wallet-type cards: their titles on one line (within 1 px), their radios at least 16 px. */
async function expectWalletCardsInLine(page: Page) {
  const cards = await page.locator('.ui-radio').evaluateAll((labels) =>
    labels.map((label) => {
      const title = label.querySelector('.ui-radio__text > span')?.getBoundingClientRect()
      const radio = label.querySelector('input')?.getBoundingClientRect()
      return {
        left: label.getBoundingClientRect().left,
        title: title?.top ?? 0,
        radio: Math.min(radio?.width ?? 0, radio?.height ?? 0),
      }
    }),
  )
  expect(cards).toHaveLength(2)
  const [first, second] = cards as [(typeof cards)[0], (typeof cards)[0]]
  // Side by side, the titles share a line; one above the other, each card's own.
  if (first.left !== second.left)
    expect(Math.abs(first.title - second.title)).toBeLessThanOrEqual(1)
  for (const card of cards) expect(card.radio).toBeGreaterThanOrEqual(16)
}

async function confirmSent(page: Page, walletType: 'Self-Hosted' | 'Custodial' = 'Self-Hosted') {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: new RegExp(walletType) }).check()
  await main.getByRole('checkbox', { name: /I have sent/ }).check()
  await main.getByRole('button', { name: 'Continue', exact: true }).click()
}

test('posting the collateral: the address, the verify dialog, the Required messages and the complete page, each axe-clean', async ({
  page,
}) => {
  // Five accessibility checks take their time on a busy machine.
  test.setTimeout(60_000)
  // The simulated lender takes a few seconds per step; the test moves its clock on.
  await holdClock(page)
  const appUuid = await openApplicationStep(page, { scenario: 'at-collateral', step: 'collateral' })
  await expect(page.getByRole('heading', { level: 1, name: 'Post your collateral' })).toBeVisible()
  await addressShown(page)
  await expect(page.getByTestId('deposit-address')).toHaveText(/^bc1q/)
  await expect(page.getByText('1.000000 BTC').first()).toBeVisible()
  await expectWalletCardsInLine(page)
  await expectNoSeriousA11yViolations(page)

  await page
    .getByRole('button', { name: 'Verify the address with a small amount first', exact: true })
    .click()
  const verify = page.getByRole('dialog', { name: 'Verify with a small amount' })
  await expect(verify).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await verify.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(verify).toBeHidden()

  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByText('Required', { exact: true }).nth(1)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await confirmSent(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is complete' }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'go to the collateral step', exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the collateral and complete pages fit a 390 px screen', async ({ page }) => {
    await holdClock(page)
    await openApplicationStep(page, { scenario: 'at-collateral', step: 'collateral' })
    await addressShown(page)
    await expectWalletCardsInLine(page)
    await expectFitsAndPassesAxe(page)
    await openApplicationStep(page, { scenario: 'international-micro-deposit', step: 'complete' })
    await expect(page.getByRole('list', { name: 'Progress' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    // The test USDC amount's dialog, with its Required message.
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByText('Required')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('get the mobile app: a QR code and a link, accessible, at 390 px', async ({ page }) => {
    await openScenario(page, {
      scenario: 'fresh-us-borrower',
      path: 'get-mobile-app?loanAmount=25000&appUuid=abc-123',
    })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Continue in our mobile app' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get the app', exact: true })).toHaveAttribute(
      'href',
      /appUuid=abc-123/,
    )
    await expectFitsAndPassesAxe(page)
  })
})
