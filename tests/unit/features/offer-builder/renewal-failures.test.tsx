// @vitest-environment happy-dom

import { renewalWithCollateralDue } from '@scenarios/renewals'
import { screen } from '@testing-library/react'
import { installAppHarness, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { shown } from '../fake-ticks'
import { openRenewal, topUpField, typeTopUp } from './offer-builder-page'

installAppHarness()
const RATES_FAILED = "We couldn't load the rates. Your entries are kept."

describe("a renewal's rates for a top-up (core-journey §7)", () => {
  it.each([
    ['an error answer', { endpoint: 'fetchRollForwardRates', status: 503, times: 1 }],
    ['a dropped connection', { endpoint: 'fetchRollForwardRates', networkError: true, times: 1 }],
  ] as const)(
    'cannot be read (%s): says so by the rates, keeps the top-up, and Try again shows them',
    async (_label, fault) => {
      const { app, appUuid, simulation } = await openRenewal(renewalWithCollateralDue)
      await waitUntil(() => screen.getByRole('table'))
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
