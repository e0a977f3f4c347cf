// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import {
  advance,
  installAppHarness,
  type RenderAppOptions,
  type RenderedApp,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

/**
 * What the borrower typed on the offer builder is kept for the tab: Back after Continue, a
 * reload, a change of residence and an offers service that fails each find it again.
 */

const OFFER_DEBOUNCE_MS = 450

const collateralField = () =>
  screen.getByRole('textbox', { name: 'Collateral amount' }) as HTMLInputElement
const cashField = () => screen.getByRole('textbox', { name: 'Cash to borrow' }) as HTMLInputElement
const continueButton = () => screen.getByRole('button', { name: 'Continue' })
const continueUnavailable = () => continueButton().getAttribute('aria-disabled') === 'true'
const coinRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

/** The value of one row of the terms panel ('Loan amount' -> '$25,250'). */
function termsValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.parentElement?.querySelector('dd')?.textContent ?? ''
}

async function openBuilder(path: string, options: RenderAppOptions = {}) {
  const app = await renderApp(path, { fakeTimers: true, ...options })
  await waitUntil(() => collateralField())
  return app
}

/** Replaces what is in a field, as a borrower would, then leaves it and lets the offer settle. */
async function retype(user: RenderedApp['user'], field: HTMLElement, text: string) {
  await user.click(field)
  await user.clear(field)
  await user.type(field, text)
  await user.tab()
  await advance(OFFER_DEBOUNCE_MS)
}

const applicationPath = /^\/([0-9a-f-]{36})$/

describe('the offer builder keeps what was typed', () => {
  it('Back after Continue finds it, and a second Continue prices and saves a new application', async () => {
    const app = await openBuilder('/start?state=CA')
    await retype(app.user, collateralField(), '1')
    await retype(app.user, cashField(), '25,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    await app.user.click(continueButton())
    const first = await waitUntil(() => {
      const found = applicationPath.exec(app.location())?.[1]
      if (!found) throw new Error(`still at ${app.location()}`)
      return found
    })

    // The browser's Back button.
    await act(async () => app.runtime.router.history.back())
    await waitUntil(() => expect(app.location()).toBe('/start?state=CA'))
    await waitUntil(() => expect(collateralField().value).toBe('1'))
    expect(cashField().value).toBe('25,000')

    // The first application is past offer selection; offers now come for a new one.
    await retype(app.user, cashField(), '30,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$30,300'))
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
    await app.user.click(continueButton())
    const second = await waitUntil(() => {
      const found = applicationPath.exec(app.location())?.[1]
      if (!found) throw new Error(`still at ${app.location()}`)
      return found
    })
    expect(second).not.toBe(first)
    expect(app.simulation.engine.getApplication(second).selectedOffer).toMatchObject({
      amount: 30_300,
      collateralUnits: 1,
    })
  })

  it('a reload finds the coin, the amount and the offer; Change residence keeps the cash and prices it for the new state', async () => {
    const first = await openBuilder('/start?state=CA')
    await first.user.click(coinRadio('Ether (ETH)'))
    await retype(first.user, collateralField(), '20')
    await retype(first.user, cashField(), '12,000')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$12,120'))

    // A reload: the same world and tab storage, a new app.
    cleanup()
    const again = await openBuilder('/start?state=CA', { simulation: first.simulation })
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
    const app = await openBuilder('/start?state=CA', { scenario: 'offers-unavailable' })
    await retype(app.user, collateralField(), '1')
    await retype(app.user, cashField(), '25,000')
    await waitUntil(() => screen.getByText("We couldn't load your offer. Your entries are kept."))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(collateralField().value).toBe('1')
    expect(cashField().value).toBe('25,000')
    expect(continueUnavailable()).toBe(true)
    expect(screen.queryByText('Loan amount', { selector: 'dt' })).toBeNull()
  })
})
