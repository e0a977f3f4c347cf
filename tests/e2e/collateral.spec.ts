import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  holdClock,
  openApplicationStep,
  openScenario,
  passTime,
  passTimeUntilVisible,
  test,
} from './support'

/** The deposit address is open and the form ready (the lender opens it a moment later). */
async function addressShown(page: Page) {
  await passTimeUntilVisible(page, page.getByTestId('deposit-address'))
}

async function confirmSent(page: Page, walletType: 'Self-Hosted' | 'Custodial' = 'Self-Hosted') {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: new RegExp(walletType) }).check()
  await main.getByRole('checkbox', { name: /I have sent/ }).check()
  await main.getByRole('button', { name: 'Continue' }).click()
}

/** Five simulated days pass; the borrower, whose session has long ended, signs in again. */
async function fiveDaysLater(page: Page) {
  await daysLater(page, 5)
}

/** Simulated days pass; the borrower, whose session has long ended, signs in again. */
async function daysLater(page: Page, days: number) {
  await page.evaluate(async (days) => {
    const simulation = (
      window as unknown as {
        __simulation: {
          clock: { advance(ms: number): void }
          engine: {
            runDueJobs(): Promise<void>
            issueToken(uuid: string): Promise<string>
            collections: { borrowers: { all(): { uuid: string }[] } }
          }
          flush(): Promise<void>
        }
      }
    ).__simulation
    simulation.clock.advance(days * 24 * 60 * 60 * 1_000 + 60_000)
    await simulation.engine.runDueJobs()
    const borrower = simulation.engine.collections.borrowers.all()[0]
    if (!borrower) throw new Error('No borrower')
    localStorage.setItem('jwt', await simulation.engine.issueToken(borrower.uuid))
    await simulation.flush()
  }, days)
}

test('posting the collateral: confirm sending, then the complete page reaches Funds Disbursed', async ({
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
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Verify the address with a small amount first' }).click()
  const verify = page.getByRole('dialog', { name: 'Verify with a small amount' })
  await expect(verify).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await verify.getByRole('button', { name: 'Cancel' }).click()
  await expect(verify).toBeHidden()

  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Required', { exact: true }).nth(1)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await confirmSent(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is complete' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'go to the collateral step' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The collateral arrives, the lender verifies it and releases the funds, on its own clock.
  await passTimeUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  )
  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem')
  await expect(steps).toHaveText(['✓Application Complete (done)', '✓Funds Disbursed (done)'])
})

test('partial collateral: half arrives and the rest stays due', async ({ page }) => {
  await holdClock(page)
  const appUuid = await openApplicationStep(page, {
    scenario: 'collateral-partial',
    step: 'collateral',
  })
  await addressShown(page)
  await confirmSent(page, 'Custodial')
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  // Long enough for the first deposit; the application still waits for the rest.
  await passTime(page, 7_000)
  await page.goto(`${appUuid}/collateral`)
  const amounts = page.getByRole('main').locator('dd')
  await expect(amounts.nth(1)).toHaveText('0.500000 BTC', { timeout: 10_000 })
  await expect(amounts.nth(2)).toContainText('0.500000 BTC')
})

test('late collateral: it arrives two days after sending, inside the five-day window, and the loan is funded', async ({
  page,
}) => {
  await holdClock(page)
  const appUuid = await openApplicationStep(page, {
    scenario: 'collateral-late',
    step: 'collateral',
  })
  await addressShown(page)
  await confirmSent(page)
  await expect(page).toHaveURL(new RegExp(`/${appUuid}/complete$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is complete' }),
  ).toBeVisible()
  // Nothing has arrived a few seconds later: the application still waits for the collateral.
  await passTime(page, 3_000)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  ).toHaveCount(0)

  await daysLater(page, 2)
  await page.reload()
  await passTimeUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  )
})

test('collateral that never arrives: five days later the application is cancelled and the borrower goes to the dashboard', async ({
  page,
}) => {
  const appUuid = await openApplicationStep(page, {
    scenario: 'collateral-never-arrives',
    step: 'complete',
  })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is complete' }),
  ).toBeVisible()
  await fiveDaysLater(page)
  await page.goto(`${appUuid}/complete`)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
})

test('international: the borrower confirms the test USDC amount, then the loan is funded', async ({
  page,
}) => {
  await holdClock(page)
  await openApplicationStep(page, { scenario: 'international-micro-deposit', step: 'complete' })
  await expect(page.getByText('Verify Disbursement Wallet').first()).toBeVisible()
  await page.getByRole('button', { name: 'Verify' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Required')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('I have received the test collateral amount.').check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('button', { name: 'Verified' })).toBeVisible()
  await passTimeUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Your disbursement wallet is verified' }),
  )
  await passTimeUntilVisible(
    page,
    page.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
  )
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the collateral and complete pages fit a 390 px screen', async ({ page }) => {
    await holdClock(page)
    await openApplicationStep(page, { scenario: 'at-collateral', step: 'collateral' })
    await addressShown(page)
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await openApplicationStep(page, { scenario: 'international-micro-deposit', step: 'complete' })
    await expect(page.getByRole('list', { name: 'Progress' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('get the mobile app: a QR code and a link, accessible, at 390 px', async ({ page }) => {
    await openScenario(page, {
      scenario: 'fresh-us-borrower',
      path: 'get-mobile-app?loanAmount=25000&appUuid=abc-123',
    })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Continue in our mobile app' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      /appUuid=abc-123/,
    )
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
})
