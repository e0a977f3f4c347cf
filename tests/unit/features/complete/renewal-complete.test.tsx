// @vitest-environment happy-dom

import { COLLATERAL_ARRIVAL_MS } from '@sim/collateral/collateral-operations'
import { createSimulation } from '@sim/create-simulation'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { screen, within } from '@testing-library/react'
import { advance, installAppHarness, renderApp, testServices } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

/** Waits a fake millisecond at a time, so updates scheduled during a fake tick come due. */
async function shown<T>(check: () => T): Promise<T> {
  for (let tick = 0; ; tick += 1) {
    try {
      return check()
    } catch (error) {
      if (tick > 200) throw error
      await advance(1)
    }
  }
}

/** The stepper's items as read, their mark (✓ done, else the step's number) included. */
function steps() {
  return within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

/**
 * A renewal's offer chosen (with `topUp` BTC more), its agreements signed and, when a top-up is
 * due, its sending confirmed: as the borrower's calls leave it.
 */
async function renewalSigned(scenario: string, topUp: number) {
  const simulation = await createSimulation({ services: testServices, scenario })
  const { engine } = simulation
  const appUuid = engine.collections.applications.all()[0]?.appUuid as string
  const borrower = engine.collections.borrowers.all()[0]
  if (!borrower) throw new Error('The scenario has no borrower')
  const [offer] = await engine.requestRollForwardOffers(appUuid, topUp, borrower)
  await engine.selectOffer(appUuid, offer?.uuid ?? '', borrower)
  for (const document of await engine.listUnsignedDocuments(appUuid, borrower.uuid, borrower)) {
    await engine.signDocument(appUuid, borrower.uuid, document.uuid, borrower)
  }
  if (topUp > 0) {
    await engine.setSourceWalletType(appUuid, 'SELF_HOSTED', borrower)
    await engine.confirmCollateralSent(appUuid, borrower)
  }
  return { simulation, appUuid }
}

describe("a renewal's complete page (core-journey §2, §4)", () => {
  it('a renewal with a top-up numbers its three steps, the application done and the top-up under way', async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-with-collateral-due', 0.35)
    await renderApp(`/${appUuid}/complete`, { simulation, fakeTimers: true })
    await shown(() => screen.getByRole('list', { name: 'Progress' }))
    expect(steps()).toEqual([
      '✓Application Complete (done)',
      '2Collateral Received (in progress)',
      '3Loan Renewed (to come)',
    ])
    // The top-up arrives, then the lender renews the loan: every step is ticked.
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    for (let step = 0; step < 4; step += 1) {
      simulation.clock.advance(FUNDING_STEP_DELAY_MS)
      await advance(2_000)
    }
    await shown(() => screen.getByRole('heading', { level: 1, name: 'Your loan has been renewed' }))
    expect(steps()).toEqual([
      '✓Application Complete (done)',
      '✓Collateral Received (done)',
      '✓Loan Renewed (done)',
    ])
  }, 20_000)

  it('a renewal owing no collateral has no collateral step: Application Complete, then Loan Renewed', async () => {
    const { simulation, appUuid } = await renewalSigned('renewal-without-collateral-due', 0)
    await renderApp(`/${appUuid}/complete`, { simulation, fakeTimers: true })
    await shown(() => screen.getByRole('list', { name: 'Progress' }))
    expect(steps()).toEqual(['✓Application Complete (done)', '2Loan Renewed (in progress)'])
    // The lender renews the loan one step at a time.
    for (let step = 0; step < 3; step += 1) {
      simulation.clock.advance(FUNDING_STEP_DELAY_MS)
      await advance(2_000)
    }
    await shown(() => screen.getByRole('heading', { level: 1, name: 'Your loan has been renewed' }))
    expect(steps()).toEqual(['✓Application Complete (done)', '✓Loan Renewed (done)'])
  }, 20_000)
})
