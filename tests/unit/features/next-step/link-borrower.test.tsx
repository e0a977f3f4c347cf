// @vitest-environment happy-dom

import { createSimulation, type Simulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { signedInScenario } from '@tests/support/factories'
import { ADVICE } from '@tests/support/failure-words'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

/**
 * An offer chosen before signing in: the application waits at ATTACH_PROFILE with no owner,
 * and the borrower has just signed in (core-journey §7: borrowers/link, retried 3 times).
 */
async function offerChosenSignedOut(linkFails: boolean) {
  const simulation = await createSimulation({
    services: testServices,
    scenario: signedInScenario({
      faults: linkFails ? [{ endpoint: 'linkBorrower', status: 503, message: 'Unavailable' }] : [],
    }),
  })
  const { engine } = simulation
  const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' }, null)
  const [offer] = await engine.requestOffers(
    appUuid,
    { requestedAmount: 25_000, collateralType: 'BTC', coinQuantity: 1, state: 'CA' },
    null,
  )
  await engine.selectOffer(appUuid, offer!.uuid, null)
  return { simulation, appUuid }
}

/**
 * Once linked, the lender prepares the disclosures on the simulated clock (frozen here): moved
 * on as soon as the application is there, inside the app's polling window.
 */
async function lenderPreparesDisclosures(simulation: Simulation) {
  await waitUntil(() =>
    expect(simulation.engine.collections.applications.all()[0]?.state).toBe('GEN_APP_DISCLOSURES'),
  )
  simulation.clock.advance(1_000)
}

describe('linking the signed-in borrower to the application', () => {
  it('tries 4 times in all, then says so and offers to try again; a retry that goes through goes on', async () => {
    const { simulation, appUuid } = await offerChosenSignedOut(true)
    const app = await renderApp(`/${appUuid}`, { simulation })
    await waitUntil(
      () =>
        screen.getByRole('heading', {
          level: 1,
          name: "We couldn't add this application to your account",
        }),
      10_000,
    )
    expect(screen.getByText(`Your offer is saved. ${ADVICE.servers}`)).toBeTruthy()
    expect(app.requests.count('/borrowers/link')).toBe(4)
    expect(app.location()).toBe(`/${appUuid}`)

    simulation.faults.setEnabled(0, false)
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await lenderPreparesDisclosures(simulation)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/details`), 10_000)
    expect(simulation.engine.collections.applications.all()[0]?.ownerUuid).not.toBeNull()
  }, 15_000)

  it('links once and goes on to the details when the first call goes through', async () => {
    const { simulation, appUuid } = await offerChosenSignedOut(false)
    const app = await renderApp(`/${appUuid}`, { simulation })
    await lenderPreparesDisclosures(simulation)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/details`), 10_000)
    expect(app.requests.count('/borrowers/link')).toBe(1)
  }, 15_000)
})
