// @vitest-environment happy-dom

import { renewalWithCollateralDue } from '@scenarios/renewals'
import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import {
  advance,
  installAppHarness,
  type RenderedApp,
  renderApp,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()
/** core-journey §9: offer input is debounced 450 ms. */
const OFFER_DEBOUNCE_MS = 450
const RATES_FAILED = "We couldn't load the rates. Your entries are kept."

const topUpField = () =>
  screen.getByRole('textbox', { name: 'Top-up amount (optional)' }) as HTMLInputElement

async function openRenewal() {
  const simulation = await createSimulation({
    services: testServices,
    scenario: renewalWithCollateralDue,
  })
  const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
  const app = await renderApp(`/${appUuid}/renew`, { simulation, fakeTimers: true })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Renew your loan' }))
  await waitUntil(topUpField)
  await advance(OFFER_DEBOUNCE_MS)
  await waitUntil(() => screen.getByRole('table'))
  return { app, appUuid, simulation }
}

/** Waits a fake millisecond at a time: an answer's update lands one fake tick later. */
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

async function typeTopUp(user: RenderedApp['user'], text: string) {
  await user.clear(topUpField())
  await user.type(topUpField(), text)
  await advance(OFFER_DEBOUNCE_MS)
}

describe("a renewal's rates for a top-up (core-journey §7)", () => {
  it.each([
    ['an error answer', { endpoint: 'fetchRollForwardRates', status: 503, times: 1 }],
    ['a dropped connection', { endpoint: 'fetchRollForwardRates', networkError: true, times: 1 }],
  ] as const)(
    'cannot be read (%s): says so by the rates, keeps the top-up, and Try again shows them',
    async (_label, fault) => {
      const { app, appUuid, simulation } = await openRenewal()
      // The rates for the collateral held came; those for the top-up typed next fail.
      simulation.faults.load([fault])
      await typeTopUp(app.user, '0.35')
      await shown(() => screen.getByText(RATES_FAILED))
      expect(topUpField().value).toBe('0.35')
      expect(app.location()).toBe(`/${appUuid}/renew`)
      // Only the rates card failed: the rest of the builder stays.
      expect(screen.getByRole('heading', { level: 1, name: 'Renew your loan' })).toBeTruthy()

      await app.user.click(screen.getByRole('button', { name: 'Try again' }))
      await shown(() => expect(screen.queryByText(RATES_FAILED)).toBeNull())
      await shown(() => screen.getByRole('table'))
      expect(topUpField().value).toBe('0.35')
    },
  )
})
