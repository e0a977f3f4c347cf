// @vitest-environment happy-dom

import { renewalWithCollateralDue } from '@scenarios/renewals'
import { cleanup, screen } from '@testing-library/react'
import { createOffer } from '@tests/support/factories'
import {
  advance,
  advanceUntil,
  doubleClickInOneTask,
  installAppHarness,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { formatLtv } from '@/domain/format'
import { offerWarningMessages } from '@/domain/offer-form'
import { worldOf } from '../scenario-world'
import {
  continueButton,
  continueUnavailable,
  OFFER_DEBOUNCE_MS,
  openRenewal,
  SELECT_PATH,
  termsValue,
  topUpField,
  typeTopUp,
} from './offer-builder-page'

installAppHarness()

const OFFERS_PATH = '/roll-forward/offers'
const RATES_PATH = '/roll-forward/fetch-rates'

/** The scenarios' renewal: $40,000 lent in California against 0.5 BTC or 1 BTC held. */
const renewedOffer = (coinQuantity: number) =>
  createOffer({ state: 'CA', cash: 40_000, coinQuantity })

describe('/renew: the offer builder in renewal mode', () => {
  it('shows the collateral held and, with too little of it, asks for more', async () => {
    await openRenewal('renewal-with-collateral-due')
    expect(termsValue('Collateral type')).toBe('Bitcoin (BTC)')
    expect(termsValue('Collateral held')).toBe('0.5000 BTC')
    await waitUntil(() => screen.getByText(offerWarningMessages['additional-collateral']))
    expect(screen.queryByText(offerWarningMessages['high-collateral'])).toBeNull()
    expect(continueUnavailable()).toBe(true)
    // Nothing to choose on a renewal but the top-up: no coin choice, no cash field.
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('textbox', { name: /Cash to borrow/ })).toBeNull()
  })

  it('a top-up brings an offer, and a larger one lowers the LTV after top-up and the rate', async () => {
    const { app } = await openRenewal('renewal-with-collateral-due')
    await waitUntil(() => screen.getByText(offerWarningMessages['additional-collateral']))

    await typeTopUp(app.user, '0.1')
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(0.6).ltv)),
    )
    expect(termsValue('Interest rate / APR')).toMatch(/^11\.5/)
    expect(termsValue('Collateral after top-up')).toBe('0.6000 BTC')
    expect(termsValue('Cash to borrow')).toBe('$40,000')
    expect(screen.queryByText(offerWarningMessages['additional-collateral'])).toBeNull()

    await typeTopUp(app.user, '0.35')
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(0.85).ltv)),
    )
    // $40,400 against 0.85 BTC at $97,250.
    expect(termsValue('LTV after top-up')).toBe('48.87%')
    expect(termsValue('Collateral after top-up')).toBe('0.8500 BTC')
    expect(termsValue('Interest rate / APR')).toMatch(/^8\.91/)
    expect(screen.queryByText(offerWarningMessages['additional-collateral'])).toBeNull()
    expect(screen.queryByText(offerWarningMessages['high-collateral'])).toBeNull()
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
  })

  it('asks for offers and rates once the top-up has settled for 450 ms', async () => {
    const { app } = await openRenewal('renewal-with-collateral-due')
    const offersBefore = app.requests.count(OFFERS_PATH)
    const ratesBefore = app.requests.count(RATES_PATH)
    await app.user.type(topUpField(), '0.35')
    await advance(OFFER_DEBOUNCE_MS - 50)
    expect(app.requests.count(OFFERS_PATH)).toBe(offersBefore)
    await advance(50)
    await waitUntil(() => expect(app.requests.count(OFFERS_PATH)).toBe(offersBefore + 1))
    expect(app.requests.count(RATES_PATH)).toBe(ratesBefore + 1)
  })

  it('renews as it is when the collateral held is enough: an offer with no top-up', async () => {
    await openRenewal('renewal-without-collateral-due')
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(1).ltv)),
    )
    // $40,400 against 1 BTC at $97,250.
    expect(termsValue('LTV after top-up')).toBe('41.54%')
    expect(termsValue('Collateral held')).toBe('1.0000 BTC')
    expect(screen.queryByText(offerWarningMessages['additional-collateral'])).toBeNull()
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
  })

  it('says what is wrong with a top-up that is not a number, and asks nothing', async () => {
    const { app } = await openRenewal('renewal-without-collateral-due')
    const before = app.requests.count(OFFERS_PATH)
    await app.user.type(topUpField(), 'abc')
    await app.user.tab()
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => screen.getByText('Enter an Amount'))
    expect(app.requests.count(OFFERS_PATH)).toBe(before)
    expect(continueUnavailable()).toBe(true)
  })

  it('Continue chooses the offer through the secure call and routes on to the next step', async () => {
    const { app, appUuid, simulation } = await openRenewal('renewal-with-collateral-due')
    await typeTopUp(app.user, '0.35')
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
    await app.user.click(continueButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    // The checklist, with the renewal's new agreements to review (drawn on the fake clock).
    await advanceUntil(() => screen.getByRole('heading', { level: 2, name: 'Review Agreements' }), {
      stepMs: 50,
      atMostMs: 5_000,
    })
    const select = app.requests.all.find(({ url }) => url.pathname.endsWith(SELECT_PATH))
    expect(select?.url.pathname).toContain('/secure/')
    expect(simulation.engine.findApplication(appUuid)).toMatchObject({
      state: 'SIGN_DOCS',
      collateral: { remainingCoinAmountDue: { coinQuantity: 0.35 } },
    })
  })

  it('a double click on Continue chooses the offer once', async () => {
    const { app, appUuid } = await openRenewal('renewal-with-collateral-due')
    await typeTopUp(app.user, '0.35')
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
    doubleClickInOneTask(continueButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.requests.count(SELECT_PATH)).toBe(1)
  })

  it('a reload finds the top-up typed for this renewal, and its offer again', async () => {
    const { app, appUuid, simulation } = await openRenewal('renewal-with-collateral-due')
    await typeTopUp(app.user, '0.35')
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(0.85).ltv)),
    )
    cleanup()
    await renderApp(`/${appUuid}/renew`, { simulation, fakeTimers: true })
    await waitUntil(() => expect(topUpField().value).toBe('0.35'))
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(0.85).ltv)),
    )
  })

  it('a renewal that cannot be read says so and reads it again on Try again', async () => {
    const { simulation, appUuid } = await worldOf({
      ...renewalWithCollateralDue,
      faults: [{ endpoint: 'getApplication', status: 503, times: 1 }],
    })
    const app = await renderApp(`/${appUuid}/renew`, { simulation, fakeTimers: true })
    const retry = await waitUntil(() => screen.getByRole('button', { name: 'Try again' }))
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't load your renewal" }),
    ).toBeTruthy()
    await app.user.click(retry)
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Renew your loan' }))
    expect(app.location()).toBe(`/${appUuid}/renew`)
  })

  it('offers that fail to load keep the top-up and can be asked for again', async () => {
    const { app } = await openRenewal({
      ...renewalWithCollateralDue,
      faults: [{ endpoint: 'requestRollForwardOffers', status: 503, times: 2 }],
    })
    await typeTopUp(app.user, '0.35')
    const retry = await waitUntil(() => screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText("We couldn't load your offer. Your entries are kept.")).toBeTruthy()
    expect(topUpField().value).toBe('0.35')
    await app.user.click(retry)
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(formatLtv(renewedOffer(0.85).ltv)),
    )
  })

  it('sends an application that is not a renewal waiting for its offer to its own step', async () => {
    const { simulation, appUuid } = await worldOf('at-next-steps')
    const app = await renderApp(`/${appUuid}/renew`, { simulation, fakeTimers: true })
    // The application pages' guard reads the state and routes on (src/domain/live-pages.ts).
    await advance(100)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.requests.count(OFFERS_PATH)).toBe(0)
  })
})
