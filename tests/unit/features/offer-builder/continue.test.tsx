// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { coinPrice, createOffer, createScenario } from '@tests/support/factories'
import {
  advance,
  advanceUntil,
  doubleClickInOneTask,
  installAppHarness,
  type RenderedApp,
  server,
  settle,
  waitUntil,
} from '@tests/support/render-app'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatLtv } from '@/domain/format'
import { retype } from '../form-fields'
import {
  cashField,
  collateralField,
  continueButton,
  OFFER_DEBOUNCE_MS,
  openBuilder,
  openRenewal,
  SELECT_PATH,
  termsValue,
  topUpField,
} from './offer-builder-page'

installAppHarness()

/**
 * Continue never does nothing: pressed while the offer is still settling (the 450 ms debounce of
 * core-journey §9) or on its way, it waits for the offer that answers what is typed and saves
 * that one; when that answer has no offer, or the form cannot be priced, it says why.
 */

const OFFERS_PATH = '/offers'

const WAITING = "Updating your offer. We'll continue as soon as it's ready."
const NO_OFFER = "We can't continue: no offer is available for what you've entered."
const INCOMPLETE = 'To continue, complete the highlighted fields above.'
const FAILED = "We can't continue until your offer has loaded. Please use Try again above."

/** A notice under Continue, read out politely by screen readers. */
function notice(text: string): HTMLElement {
  const found = screen.getByText(text)
  expect(found.closest('[role="status"], [aria-live="polite"]')).not.toBeNull()
  return found
}

/**
 * Holds every offers request (new loan or renewal) until let go, then hands it on to the
 * simulation, so Continue can be pressed while one is in flight.
 */
function holdOffers(): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.post(/\/offers$/, async () => {
      await held
      // Nothing returned: the simulation's own handler answers.
    }),
  )
  return release
}

function onlyApplication(app: RenderedApp): string {
  const [application] = app.simulation.engine.snapshot().collections.applications
  if (!application) throw new Error('No application was created')
  return application.appUuid
}

describe('/start: Continue pressed before the offer is current', () => {
  it('within the 450 ms debounce, waits for the offer, then saves it and goes on', async () => {
    const app = await openBuilder('CA')
    await app.user.type(collateralField(), '1')
    // Nothing asked yet: the borrower is quicker than the debounce.
    expect(app.requests.count(OFFERS_PATH)).toBe(0)
    await app.user.click(continueButton())

    await waitUntil(() => notice(WAITING))
    expect(continueButton().getAttribute('aria-busy')).toBe('true')
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    await advance(OFFER_DEBOUNCE_MS)
    const appUuid = onlyApplication(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}`))
    expect(app.requests.count(SELECT_PATH)).toBe(1)
    expect(app.simulation.engine.getApplication(appUuid).selectedOffer).toMatchObject({
      amount: 25_250,
      collateralUnits: 1,
      state: 'CA',
    })
  })

  it('an offer chosen meanwhile in another tab: Continue is refused (409), the page says so and goes to that application, with no new one priced', async () => {
    const app = await openBuilder('CA')
    await app.user.type(collateralField(), '1')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    // The other tab chose this application's offer and went on to the details.
    const appUuid = onlyApplication(app)
    const { engine } = app.simulation
    const [offer] = engine.getOffers(appUuid)
    await engine.selectOffer(appUuid, offer!.uuid)
    await engine.updateApplication(engine.findApplication(appUuid), (draft) => {
      draft.state = 'BORROWER_DETAILS'
    })
    await app.user.click(continueButton())

    const toast = await waitUntil(() =>
      within(screen.getByRole('region', { name: /notifications/i })).getByRole('status'),
    )
    expect(toast.textContent).toBe(
      'You have already chosen an offer' +
        'It was chosen in another tab or window. Here is where your application stands now.',
    )
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}`))
    expect(app.simulation.engine.snapshot().collections.applications).toHaveLength(1)
    expect(screen.queryByText(/try again/i)).toBeNull()
  })

  it('a double click on Continue with the offer current saves it once', async () => {
    const app = await openBuilder('CA')
    await app.user.type(collateralField(), '1')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    doubleClickInOneTask(continueButton())
    const appUuid = onlyApplication(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}`))
    expect(app.requests.count(SELECT_PATH)).toBe(1)
  })

  it('while the offers request is in flight, waits for its answer and saves that offer', async () => {
    const app = await openBuilder('CA')
    await app.user.type(collateralField(), '1')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))

    const release = holdOffers()
    await retype(app.user, cashField(), '30,000')
    await advance(OFFER_DEBOUNCE_MS)
    expect(app.requests.count(OFFERS_PATH)).toBe(2)
    // The offer for $25,000 is still shown, as updating; Continue must not choose it.
    await app.user.click(continueButton())
    await waitUntil(() => notice(WAITING))
    await settle()
    expect(app.location()).toBe('/start?state=CA')
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    release()
    const appUuid = onlyApplication(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}`))
    expect(app.requests.count(SELECT_PATH)).toBe(1)
    expect(app.simulation.engine.getApplication(appUuid).selectedOffer).toMatchObject({
      amount: 30_300,
      collateralUnits: 1,
    })
  })

  it('says why when the updated answer has no offer, and stays', async () => {
    const app = await openBuilder('CA')
    await app.user.type(collateralField(), '1')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))

    // $900,000 on 1 BTC is far above 75% LTV at the fixture price: no offer.
    expect(900_000 / coinPrice('BTC')).toBeGreaterThan(0.75)
    await retype(app.user, cashField(), '900,000')
    await app.user.click(continueButton())
    await waitUntil(() => notice(WAITING))

    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => notice(NO_OFFER))
    expect(screen.queryByText(WAITING)).toBeNull()
    expect(continueButton().getAttribute('aria-busy')).toBeNull()
    expect(continueButton().getAttribute('aria-disabled')).toBe('true')
    expect(app.location()).toBe('/start?state=CA')
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    // Pressed again, it says so again rather than nothing.
    await app.user.click(continueButton())
    expect(notice(NO_OFFER)).toBeTruthy()

    // A cash amount that has an offer takes the notice away.
    await retype(app.user, cashField(), '25,000')
    await waitUntil(() => expect(screen.queryByText(NO_OFFER)).toBeNull())
  })

  it('with the form incomplete, says what to fill in and shows the field that needs it', async () => {
    const app = await openBuilder('CA')
    await app.user.click(continueButton())
    expect(notice(INCOMPLETE)).toBeTruthy()
    expect(collateralField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter an Amount')).toBeTruthy()
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    await app.user.type(collateralField(), '1')
    await waitUntil(() => expect(screen.queryByText(INCOMPLETE)).toBeNull())
  })
})

describe('/start: Continue when the offer failed to load', () => {
  it('a press waiting for the offer says so when it fails; Try again brings the offer', async () => {
    const app = await openBuilder('CA', {
      scenario: createScenario({ faults: [{ endpoint: 'requestOffers', status: 503, times: 1 }] }),
    })
    await app.user.type(collateralField(), '1')
    await app.user.click(continueButton())
    await waitUntil(() => notice(WAITING))

    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => notice(FAILED))
    expect(continueButton().getAttribute('aria-disabled')).toBe('true')
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    expect(screen.queryByText(FAILED)).toBeNull()
    // The refused press is not carried over: the borrower sees the offer and presses again.
    expect(app.location()).toBe('/start?state=CA')
    await app.user.click(continueButton())
    const appUuid = onlyApplication(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}`))
  })
})

describe('/renew: Continue pressed before the renewal offer is current', () => {
  it('within the debounce, waits for the top-up offer, then saves it and goes on', async () => {
    const { app, appUuid } = await openRenewal()
    await app.user.type(topUpField(), '0.35')
    await app.user.click(continueButton())
    await waitUntil(() => notice(WAITING))
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    await advance(OFFER_DEBOUNCE_MS)
    // Saved, the renewal goes to /{appUuid}, whose resolver routes it by its state.
    await waitUntil(() => expect(app.location()).toMatch(new RegExp(`^/${appUuid}`)))
    await advanceUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`), {
      stepMs: 100,
    })
    expect(app.requests.count(SELECT_PATH)).toBe(1)
    expect(app.simulation.engine.findApplication(appUuid)).toMatchObject({
      collateral: { remainingCoinAmountDue: { coinQuantity: 0.35 } },
    })
  })

  it('says why when the renewal has no offer for the collateral held', async () => {
    const { app } = await openRenewal()
    await waitUntil(() => expect(continueButton().getAttribute('aria-disabled')).toBe('true'))
    await app.user.click(continueButton())
    expect(notice(NO_OFFER)).toBeTruthy()
    expect(app.requests.count(SELECT_PATH)).toBe(0)

    await app.user.type(topUpField(), '0.35')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() =>
      expect(termsValue('LTV after top-up')).toBe(
        formatLtv(createOffer({ state: 'CA', cash: 40_000, coinQuantity: 0.85 }).ltv),
      ),
    )
    expect(screen.queryByText(NO_OFFER)).toBeNull()
    expect(continueButton().getAttribute('aria-disabled')).toBeNull()
  })
})
