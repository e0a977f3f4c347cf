// @vitest-environment happy-dom

import { COLLATERAL_ARRIVAL_MS } from '@sim/collateral/collateral-operations'
import { screen } from '@testing-library/react'
import { installAppHarness } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { shown } from '../fake-ticks'
import {
  lenderSteps,
  openCompletePage,
  renewalSigned,
  stepperItems as steps,
} from './complete-page'

installAppHarness()

describe("a renewal's complete page (core-journey §2, §4)", () => {
  it('a renewal with a top-up numbers its three steps, the application done and the top-up under way', async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-with-collateral-due', 0.35)
    await openCompletePage(simulation, appUuid)
    expect(steps()).toEqual([
      '✓Application Complete (done)',
      '2Collateral Received (in progress)',
      '3Loan Renewed (to come)',
    ])
    // The top-up arrives, then the lender renews the loan: every step is ticked.
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    await lenderSteps(simulation, 4)
    await shown(() => screen.getByRole('heading', { level: 1, name: 'Your loan has been renewed' }))
    expect(steps()).toEqual([
      '✓Application Complete (done)',
      '✓Collateral Received (done)',
      '✓Loan Renewed (done)',
    ])
  }, 20_000)

  it('a renewal owing no collateral has no collateral step: Application Complete, then Loan Renewed', async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-without-collateral-due', 0)
    await openCompletePage(simulation, appUuid)
    expect(steps()).toEqual(['✓Application Complete (done)', '2Loan Renewed (in progress)'])
    // The lender renews the loan one step at a time.
    await lenderSteps(simulation, 3)
    await shown(() => screen.getByRole('heading', { level: 1, name: 'Your loan has been renewed' }))
    expect(steps()).toEqual(['✓Application Complete (done)', '✓Loan Renewed (done)'])
  }, 20_000)
})
