import type { Simulation } from '@sim/create-simulation'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { screen, within } from '@testing-library/react'
import { advance, renderApp } from '@tests/support/render-app'
import { shown } from '../fake-ticks'
import { worldOf } from '../scenario-world'

/**
 * A renewal's offer chosen (with `topUp` BTC more), its agreements signed and, when a top-up is
 * due, its sending confirmed: as the borrower's calls leave it.
 */
export async function renewalSigned(scenario: string, topUp: number) {
  const { simulation, appUuid } = await worldOf(scenario)
  const { engine } = simulation
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

/** The complete page of the application, on a fake clock, once its stepper is drawn. */
export async function openCompletePage(simulation: Simulation, appUuid: string) {
  const app = await renderApp(`/${appUuid}/complete`, { simulation, fakeTimers: true })
  await shown(() => screen.getByRole('list', { name: 'Progress' }))
  return app
}

/** The stepper's items as read, their mark (✓ done, else the step's number) included. */
export function stepperItems() {
  return within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

/** The lender takes `count` funding steps, each read by the page's next 2 s poll. */
export async function lenderSteps(simulation: Simulation, count: number) {
  for (let step = 0; step < count; step += 1) {
    simulation.clock.advance(FUNDING_STEP_DELAY_MS)
    await advance(2_000)
  }
}
