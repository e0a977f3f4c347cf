// @vitest-environment happy-dom

import { btcFallsToCourtesyNotice, marginCallLiquidated } from '@scenarios/loan-health'
import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import {
  advance,
  advanceUntil,
  installAppHarness,
  renderApp,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { MARGIN_CALL_POLL_MS, QUIET_POLL_MS } from '@/api/queries/borrower'

installAppHarness()

const LOANS_PATH = '/secure/api/v1/loans'

/** Dana's loan with a margin call already open: bitcoin fell to $55,000 within minutes. */
async function marginCalledWorld() {
  const simulation = await createSimulation({
    services: testServices,
    scenario: {
      ...marginCallLiquidated,
      name: 'margin-call-within-minutes',
      world: {
        ...marginCallLiquidated.world,
        pricePaths: {
          BTC: [
            { atHours: 0, price: 97_250 },
            { atHours: 0.1, price: 55_000 },
          ],
        },
      },
    },
  })
  // The loan watch looks every 15 minutes; half an hour on, the call is open and the session
  // still runs.
  simulation.clock.advance(30 * 60_000)
  return simulation
}

describe('the funded loans on the dashboard', () => {
  it('says when the loans cannot be loaded, and shows them after Try again', async () => {
    const app = await renderApp('/dashboard', {
      scenario: {
        ...marginCallLiquidated,
        name: 'funded-loans-fail-once',
        faults: [{ endpoint: 'listFundedLoans', status: 503, times: 1 }],
      },
    })
    await waitUntil(() => screen.getByText("We couldn't load your loans"))
    // The applications below still load: one failed call does not blank the page.
    await waitUntil(() => screen.getByRole('heading', { name: /^Application / }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    const card = await waitUntil(() => screen.getByRole('article', { name: /^Loan / }))
    expect(card.textContent).toContain('$45,450')
    expect(screen.queryByText("We couldn't load your loans")).toBeNull()
  })

  it('asks again every 5 s while a margin call runs, so its countdown and a cure show', async () => {
    const app = await renderApp('/dashboard', {
      simulation: await marginCalledWorld(),
      fakeTimers: true,
    })
    await waitUntil(() => screen.getByRole('region', { name: 'Margin call' }))
    const asked = app.requests.count(LOANS_PATH)
    await advance(MARGIN_CALL_POLL_MS)
    expect(app.requests.count(LOANS_PATH)).toBe(asked + 1)
  })

  it('asks only once a minute while no margin call runs', async () => {
    const app = await renderApp('/dashboard', {
      scenario: btcFallsToCourtesyNotice,
      fakeTimers: true,
    })
    await waitUntil(() => screen.getByRole('article', { name: /^Loan / }))
    expect(screen.queryByRole('region', { name: 'Margin call' })).toBeNull()
    const asked = app.requests.count(LOANS_PATH)
    await advance(QUIET_POLL_MS - 1_000)
    expect(app.requests.count(LOANS_PATH)).toBe(asked)
    await advance(1_000)
    expect(app.requests.count(LOANS_PATH)).toBe(asked + 1)
  })

  it('keeps the last figures when a refresh fails, says how old they are, and refreshes on Try again', async () => {
    const simulation = await marginCalledWorld()
    const app = await renderApp('/dashboard', { simulation, fakeTimers: true })
    const call = await waitUntil(() => screen.getByRole('region', { name: 'Margin call' }))
    simulation.faults.load([{ endpoint: 'listFundedLoans', networkError: true, times: 3 }])
    await advanceUntil(() => screen.getByText("We couldn't refresh your loans"))
    // The margin call the borrower was reading stays, dated.
    expect(call.isConnected).toBe(true)
    expect(screen.getByText(/These figures are from .* UTC\./)).toBeTruthy()
    simulation.faults.load([])
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await advanceUntil(() => {
      if (screen.queryByText("We couldn't refresh your loans")) throw new Error('still stale')
    })
    expect(screen.getByRole('region', { name: 'Margin call' })).toBeTruthy()
  })

  it('shows a cure made elsewhere (another tab, the servicer) at the next ask', async () => {
    const simulation = await marginCalledWorld()
    await renderApp('/dashboard', { simulation, fakeTimers: true })
    await waitUntil(() => screen.getByRole('region', { name: 'Margin call' }))
    const [appUuid] = simulation.engine.fundedLoanIds()
    // The store's writes run on the (fake) timers too: let them run while the cure is saved.
    const cured = simulation.engine.cureMarginCall(appUuid as string, 'COLLATERAL')
    await advance(0)
    expect(await cured).toBe(true)
    await advanceUntil(() => {
      if (screen.queryByRole('region', { name: 'Margin call' })) throw new Error('call still open')
    })
    expect(screen.getByRole('article', { name: /^Loan / }).textContent).toContain('1.1018 BTC')
  })
})
