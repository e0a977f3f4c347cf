// @vitest-environment happy-dom

import { internationalMicroDeposit } from '@scenarios/collateral'
import type { Scenario } from '@scenarios/scenario'
import { COLLATERAL_ARRIVAL_MS } from '@sim/collateral/collateral-operations'
import { screen, within } from '@testing-library/react'
import { advance, installAppHarness } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { OUT_OF_DATE_NOTICE } from '@/features/complete/components/complete-page'
import { shown } from '../fake-ticks'
import { worldOf } from '../scenario-world'
import { lenderSteps, openCompletePage, renewalSigned, stepperItems } from './complete-page'

installAppHarness()

const STATE_PATH = '/krang/state'

async function openComplete(scenario: Scenario | string) {
  const { simulation, appUuid } = await worldOf(scenario)
  const app = await openCompletePage(simulation, appUuid)
  return { app, appUuid, simulation }
}

/** The stepper's items without their marks. */
const steps = () => stepperItems().map((item) => item?.replace(/^[✓\d]/, ''))

describe('the complete page (core-journey §2, §4)', () => {
  it('shows a renewal owing no collateral without a collateral step, to Loan Renewed', async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-without-collateral-due', 0)
    await openCompletePage(simulation, appUuid)
    expect(steps()).toEqual(['Application Complete (done)', 'Loan Renewed (in progress)'])
    // The lender renews the loan one step at a time: funding, verify, release, renewed.
    await lenderSteps(simulation, 4)
    await shown(() => screen.getByRole('heading', { name: 'Your loan has been renewed' }))
    expect(steps()).toEqual(['Application Complete (done)', 'Loan Renewed (done)'])
  }, 20_000)

  it("keeps a renewal's Collateral Received step once its top-up has arrived, to Loan Renewed", async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-with-collateral-due', 0.35)
    await openCompletePage(simulation, appUuid)
    expect(steps()).toEqual([
      'Application Complete (done)',
      'Collateral Received (in progress)',
      'Loan Renewed (to come)',
    ])
    // The top-up arrives, then the lender renews the loan one step at a time: funding, verify,
    // release, renewed.
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    await lenderSteps(simulation, 4)
    await shown(() => screen.getByRole('heading', { name: 'Your loan has been renewed' }))
    expect(steps()).toEqual([
      'Application Complete (done)',
      'Collateral Received (done)',
      'Loan Renewed (done)',
    ])
  }, 20_000)

  it('follows a US loan from collateral received to Funds Disbursed, polling every 2 s until COMPLETE', async () => {
    const { app, simulation } = await openComplete('funding-in-progress')
    // The collateral is in and being confirmed: the heading claims no more than the stepper.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your application is complete',
    )
    expect(steps()).toEqual([
      'Application Complete (done)',
      'Collateral Received (in progress)',
      'Funds Disbursed (to come)',
    ])
    // The lender verifies the collateral, then releases the funds: one step at a time.
    await lenderSteps(simulation, 1)
    await shown(() => {
      if (steps()[1] !== 'Collateral Received (done)') throw new Error(String(steps()))
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your collateral has been received',
    )
    expect(steps()[2]).toBe('Funds Disbursed (in progress)')
    await lenderSteps(simulation, 2) // release, funded
    await shown(() => screen.getByRole('heading', { name: 'Your funds have been disbursed' }))
    expect(steps()).toEqual([
      'Application Complete (done)',
      'Collateral Received (done)',
      'Funds Disbursed (done)',
    ])
    const polls = app.requests.count(STATE_PATH)
    await advance(10_000)
    expect(app.requests.count(STATE_PATH)).toBe(polls)
    const help = screen.getByRole('complementary', { name: 'Help' })
    expect(within(help).getByRole('link', { name: 'Dashboard' })).toBeTruthy()
  })

  it('a later reading of the state that fails keeps the page and says it may be out of date, until the next one is answered', async () => {
    const { simulation } = await openComplete('funding-in-progress')
    const before = steps()
    simulation.faults.load([{ endpoint: 'getApplicationState', status: 500, times: 1 }])
    await advance(2_000)
    await shown(() => screen.getByText(OUT_OF_DATE_NOTICE))
    // The page stays: its heading, its steps as last read, and the way to the dashboard.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your application is complete',
    )
    expect(steps()).toEqual(before)
    expect(screen.queryByRole('heading', { name: "We couldn't load your application" })).toBeNull()
    // The next poll is answered: the notice goes.
    await advance(2_000)
    await shown(() => {
      if (screen.queryByText(OUT_OF_DATE_NOTICE)) throw new Error('still out of date')
    })
    expect(steps()).toEqual(before)
  })

  it('shows the international steps and the Verify Disbursement Wallet banner', async () => {
    const { app } = await openComplete('international-micro-deposit')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Verify your disbursement wallet',
    )
    expect(steps()).toEqual([
      'Application Complete (done)',
      'Collateral Received (done)',
      'Disbursement Verified (in progress)',
      'Funds Disbursed (to come)',
    ])
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))
    const dialog = screen.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByText('Required')).toBeTruthy()
  })

  it('confirms the test amount: Verified, and the status read again 0.5 s later', async () => {
    const { app } = await openComplete('international-micro-deposit')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))
    const dialog = screen.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
    await app.user.click(
      within(dialog).getByLabelText('I have received the test collateral amount.'),
    )
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await shown(() => within(dialog).getByRole('button', { name: 'Verified' }))
    const before = app.requests.count(STATE_PATH)
    await advance(400)
    expect(app.requests.count(STATE_PATH)).toBe(before)
    await advance(100)
    await shown(() => {
      if (app.requests.count(STATE_PATH) !== before + 1) throw new Error('not refreshed')
    })
    await shown(() =>
      screen.getByRole('heading', { level: 1, name: 'Your disbursement wallet is verified' }),
    )
  })

  it('shows Error for 1.5 s when the confirmation fails, then Continue again', async () => {
    const { app } = await openComplete({
      ...internationalMicroDeposit,
      name: 'micro-deposit-confirmation-fails',
      faults: [{ endpoint: 'confirmUsdcMicroDeposit', status: 503, times: 1 }],
    })
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))
    const dialog = screen.getByRole('dialog', { name: 'Verify Disbursement Wallet' })
    await app.user.click(
      within(dialog).getByLabelText('I have received the test collateral amount.'),
    )
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await shown(() => within(dialog).getByRole('button', { name: 'Error' }))
    await advance(1_400)
    expect(within(dialog).getByRole('button', { name: 'Error' })).toBeTruthy()
    await advance(100)
    await shown(() => within(dialog).getByRole('button', { name: 'Continue' }))
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await shown(() => within(dialog).getByRole('button', { name: 'Verified' }))
  })

  it('sends a cancelled application to the dashboard', async () => {
    const { app, simulation } = await openComplete('collateral-never-arrives')
    expect(screen.getByRole('link', { name: 'go to the collateral step' })).toBeTruthy()
    simulation.clock.advance(5 * 24 * 60 * 60 * 1_000)
    await simulation.engine.runDueJobs()
    // Five days on, the borrower has signed in again.
    const borrower = simulation.engine.collections.borrowers.all()[0]
    app.token.set(await simulation.engine.issueToken(borrower?.uuid ?? ''))
    await advance(2_000)
    await shown(() => {
      if (app.location() !== '/dashboard') throw new Error(app.location())
    })
  })
})
