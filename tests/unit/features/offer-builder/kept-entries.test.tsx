// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { advance, installAppHarness, type RenderedApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { retype } from '../form-fields'
import {
  cashField,
  collateralField,
  continueButton,
  continueUnavailable,
  OFFER_DEBOUNCE_MS,
  openBuilder,
  termsValue,
} from './offer-builder-page'

installAppHarness()

/**
 * What the borrower typed on the offer builder is kept for the tab: Back after Continue, a
 * reload, a change of residence and an offers service that fails each find it again.
 */

const coinRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

/** Types over a field and leaves it, then lets the offer settle. */
async function retypeAndSettle(user: RenderedApp['user'], field: HTMLElement, text: string) {
  await retype(user, field, text)
  await advance(OFFER_DEBOUNCE_MS)
}

const applicationPath = /^\/([0-9a-f-]{36})$/

/** Waits until Continue has gone on to an application's page, and gives its id. */
function applicationReached(app: RenderedApp): Promise<string> {
  return waitUntil(() => {
    const found = applicationPath.exec(app.location())?.[1]
    if (!found) throw new Error(`still at ${app.location()}`)
    return found
  })
}

describe('the offer builder keeps what was typed', () => {
  it('Back after Continue finds it, and a second Continue prices and saves a new application', async () => {
    const app = await openBuilder('CA')
    await retypeAndSettle(app.user, collateralField(), '1')
    await retypeAndSettle(app.user, cashField(), '25,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    await app.user.click(continueButton())
    const first = await applicationReached(app)

    // The browser's Back button.
    await act(async () => app.runtime.router.history.back())
    await waitUntil(() => expect(app.location()).toBe('/start?state=CA'))
    await waitUntil(() => expect(collateralField().value).toBe('1'))
    expect(cashField().value).toBe('25,000')

    // The first application is past offer selection; offers now come for a new one.
    await retypeAndSettle(app.user, cashField(), '30,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$30,300'))
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
    await app.user.click(continueButton())
    const second = await applicationReached(app)
    expect(second).not.toBe(first)
    expect(app.simulation.engine.getApplication(second).selectedOffer).toMatchObject({
      amount: 30_300,
      collateralUnits: 1,
    })
  })

  it('a reload finds the coin, the amount and the offer; Change residence keeps the cash and prices it for the new state', async () => {
    const first = await openBuilder('CA')
    await first.user.click(coinRadio('Ether (ETH)'))
    await retypeAndSettle(first.user, collateralField(), '20')
    await retypeAndSettle(first.user, cashField(), '12,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$12,120'))

    // A reload: the same world and tab storage, a new app.
    cleanup()
    const again = await openBuilder('CA', { simulation: first.simulation })
    expect(coinRadio('Ether (ETH)').checked).toBe(true)
    expect(collateralField().value).toBe('20')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$12,120'))

    await again.user.click(screen.getByRole('link', { name: /Change residence/ }))
    const states = await waitUntil(() => screen.getByLabelText('State of residence'))
    await again.user.selectOptions(states, 'NY')
    await again.user.click(continueButton())
    await waitUntil(() => expect(again.location()).toBe('/start?state=NY'))
    await waitUntil(() => expect(cashField().value).toBe('12,000'))
    await advance(OFFER_DEBOUNCE_MS)
    // New York's 0.85% fee on the same cash.
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$12,102'))
  })

  it('when the offers service fails, says so, keeps the entries and offers Try again', async () => {
    // The scenario answers 503 to every offers request.
    const app = await openBuilder('CA', { scenario: 'offers-unavailable' })
    await retypeAndSettle(app.user, collateralField(), '1')
    await retypeAndSettle(app.user, cashField(), '25,000')
    await waitUntil(() => screen.getByText("We couldn't load your offer. Your entries are kept."))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(collateralField().value).toBe('1')
    expect(cashField().value).toBe('25,000')
    expect(continueUnavailable()).toBe(true)
    expect(screen.queryByText('Loan amount', { selector: 'dt' })).toBeNull()
  })
})
