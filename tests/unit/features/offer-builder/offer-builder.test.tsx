// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import {
  coinPrice,
  createOffer,
  minCoin,
  minLoanAmount,
  typedDollars,
  usResidence,
} from '@tests/support/factories'
import {
  advance,
  installAppHarness,
  type RenderAppOptions,
  type RenderedApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { descriptionOf, retype } from '../form-fields'
import {
  cashField,
  collateralField,
  continueButton,
  continueUnavailable,
  OFFER_DEBOUNCE_MS,
  openBuilder,
  openBuilderAt,
  termsValue,
} from './offer-builder-page'

installAppHarness()

/** core-journey §9: prices are kept 5 minutes. */
const PRICE_CACHE_MS = 5 * 60_000

const OFFERS_PATH = '/offers'
const PRICES_PATH = '/applications/prices'

/** Types into a field, then lets the offer input settle as a borrower pausing would. */
async function typeAndWait(user: RenderedApp['user'], field: HTMLElement, text: string) {
  await user.type(field, text)
  await advance(OFFER_DEBOUNCE_MS)
}

describe('offer form messages (core-journey §5), under the field they are about', () => {
  it.each([
    ['CA', '', 'Enter an amount'],
    ['CA', 'abc', 'Enter an amount'],
    ['CA', '1,000', 'Amount minimum is $5,000'],
    ['OH', '5,000', 'Amount minimum is $5,001'],
    ['MN', '100,000', 'Amount minimum is $100,001'],
    ['HI', '100,000', 'Amount minimum is $250,001'],
    ['CA', '2,000,000', 'Amount maximum is $1,000,000'],
  ])('%s: cash "%s" -> %s', async (state, typed, message) => {
    const { user } = await openBuilder(state)
    await retype(user, cashField(), typed)
    await waitUntil(() => expect(cashField().getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(cashField())).toContain(message)
    expect(screen.getByText(message)).toBeTruthy()
    expect(descriptionOf(collateralField())).not.toContain(message)
  })

  it('takes the state minimum from the residence, so the smallest allowed cash is accepted', async () => {
    const { user } = await openBuilder('OH')
    await retype(user, cashField(), typedDollars(minLoanAmount(usResidence('OH'))))
    expect(cashField().getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.queryByText(/^Amount minimum is/)).toBeNull()
  })

  it.each([
    ['', 'Enter an Amount'],
    ['abc', 'Enter an Amount'],
    ['0.123456789', 'Maximum of 8 decimal places.'],
  ])('collateral "%s" -> %s', async (typed, message) => {
    const { user } = await openBuilder('CA')
    await retype(user, collateralField(), typed)
    await waitUntil(() => expect(collateralField().getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(collateralField())).toContain(message)
    expect(screen.getByText(message)).toBeTruthy()
    expect(descriptionOf(cashField())).not.toContain(message)
  })

  it('accepts 8 decimal places of collateral', async () => {
    const { user } = await openBuilder('CA')
    await retype(user, collateralField(), '1.12345678')
    expect(collateralField().getAttribute('aria-invalid')).not.toBe('true')
  })

  it.each([
    ['CA', 'BTC', 'Bitcoin (BTC)'],
    ['HI', 'BTC', 'Bitcoin (BTC)'],
    ['CA', 'ETH', 'Ether (ETH)'],
  ] as const)(
    '%s, %s: the coin minimum is a hint, then the error once the amount is below it',
    async (state, coin, radio) => {
      const { user } = await openBuilder(state)
      await user.click(screen.getByRole('radio', { name: radio }))
      const minimum = `Min. ${minCoin(usResidence(state), coin).toFixed(4)} ${coin}`
      expect(descriptionOf(collateralField())).toBe(minimum)
      expect(collateralField().getAttribute('aria-invalid')).not.toBe('true')

      await user.type(collateralField(), '0.0001')
      await waitUntil(() => expect(collateralField().getAttribute('aria-invalid')).toBe('true'))
      expect(descriptionOf(collateralField())).toBe(minimum)
    },
  )

  it('offers Bitcoin and Ether as collateral, never SOL', async () => {
    await openBuilder('CA')
    const coins = within(screen.getByRole('group', { name: 'Collateral type' }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'))
    expect(coins).toEqual(['BTC', 'ETH'])
  })
})

describe('offers from the simulated backend', () => {
  it('shows the terms the rules price for the typed collateral and cash', async () => {
    const { user, simulation } = await openBuilder('CA')
    await typeAndWait(user, collateralField(), '1')
    // Default cash is $25,000; California charges 1%.
    const offer = createOffer({ ...usResidence('CA'), cash: 25_000, coinQuantity: 1 })
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    expect(termsValue('Term')).toBe('12 months')
    expect(termsValue('Interest rate / APR')).toBe(
      `${offer.interestRate}% / ${offer.annualPercentageRate}% APR`,
    )
    expect(continueUnavailable()).toBe(false)

    const [application] = simulation.engine.snapshot().collections.applications
    expect(application?.organisation).toBe('MERIDIAN')
    const { uuid: _uuid, ...terms } = offer
    expect(application?.offers).toEqual([expect.objectContaining(terms)])
  })

  it('asks for more collateral, and offers no Continue, above 75% LTV', async () => {
    const { user } = await openBuilder('CA')
    // $50,000 on 0.2 BTC is far above 75% LTV at the fixture price.
    expect(50_500 / (0.2 * coinPrice('BTC'))).toBeGreaterThan(0.75)
    await retype(user, cashField(), '50,000')
    await typeAndWait(user, collateralField(), '0.2')
    expect(
      await waitUntil(() =>
        screen.getByText(
          'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
        ),
      ),
    ).toBeTruthy()
    expect(continueUnavailable()).toBe(true)
  })

  it('says when the collateral is more than borrowers typically pledge (LTV under 0.2)', async () => {
    const { user } = await openBuilder('CA')
    expect(createOffer({ ...usResidence('CA'), cash: 25_000, coinQuantity: 10 }).ltv).toBeLessThan(
      0.2,
    )
    await typeAndWait(user, collateralField(), '10')
    expect(
      await waitUntil(() =>
        screen.getByText(
          'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
        ),
      ),
    ).toBeTruthy()
    expect(continueUnavailable()).toBe(false)
  })

  it('selects the offer shown and goes on to the application', async () => {
    const { user, simulation, location } = await openBuilder('NY')
    await typeAndWait(user, collateralField(), '1')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,212.50'))
    await waitUntil(() => expect(continueUnavailable()).toBe(false))
    await user.click(continueButton())

    const [application] = simulation.engine.snapshot().collections.applications
    const appUuid = application?.appUuid ?? 'none'
    await waitUntil(() => expect(location()).toBe(`/${appUuid}`))
    const selected = simulation.engine.getApplication(appUuid).selectedOffer
    expect(selected).toMatchObject({ amount: 25_212.5, state: 'NY', collateralUnits: 1 })
  })

  it('keeps the same application when the page is loaded again', async () => {
    const first = await openBuilder('CA')
    await typeAndWait(first.user, collateralField(), '1')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    cleanup()

    const again = await openBuilder('CA', { simulation: first.simulation })
    await typeAndWait(again.user, collateralField(), '2')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    expect(first.simulation.engine.snapshot().collections.applications).toHaveLength(1)
  })
})

describe('the residence and its price, as the borrower sees them (core-journey §9)', () => {
  /** 'Residence: New York', beside its Change link. */
  const residence = () => screen.getByText(/^Residence:/).textContent

  it.each([
    ['California', '1', '25,000', '$25,250', '/start?state=CA', {}],
    // New York charges 0.85%.
    ['New York', '5', '10,000', '$10,085', '/start?state=NY', {}],
    // Abroad, under a brand that lends internationally, the fee is 1.5%.
    [
      'Germany',
      '5',
      '10,000',
      '$10,150',
      '/start?country=DE',
      { scenario: 'international-borrower' },
    ],
  ] as const)(
    '%s: %s BTC and %s cash is a %s loan',
    async (shown, coin, cash, amount, path, options: RenderAppOptions) => {
      const { user } = await openBuilderAt(path, options)
      expect(residence()).toBe(`Residence: ${shown}`)
      await retype(user, cashField(), cash)
      await typeAndWait(user, collateralField(), coin)
      await waitUntil(() => expect(termsValue('Loan amount')).toBe(amount))
    },
  )

  it('keeps the residence and the application across a reload', async () => {
    const first = await openBuilder('NY')
    await retype(first.user, cashField(), '20,000')
    await typeAndWait(first.user, collateralField(), '1')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$20,170'))
    cleanup()

    await openBuilder('NY', { simulation: first.simulation })
    expect(residence()).toBe('Residence: New York')
    await advance(OFFER_DEBOUNCE_MS)
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$20,170'))
    expect(first.simulation.engine.snapshot().collections.applications).toHaveLength(1)
  })

  it('prices above 50% up to 75% LTV at 11.5%, with the APR above the rate where a fee applies', async () => {
    const { user } = await openBuilder('CA')
    // 60% LTV on one BTC, the 1% California fee included.
    const cash = Math.round((coinPrice('BTC') * 0.6) / 1.01)
    await retype(user, cashField(), typedDollars(cash))
    await typeAndWait(user, collateralField(), '1')
    await waitUntil(() =>
      expect(termsValue('Interest rate / APR')).toMatch(/^11\.5% \/ 1[23]\.\d+% APR$/),
    )
  })
})

describe('coin figures (core-journey §5: four decimals off the collateral pages)', () => {
  it('no coin figure shows as a bare integer: quantities carry their four decimals, and the price is of one coin, in words', async () => {
    const app = await openBuilder('CA')
    await typeAndWait(app.user, collateralField(), '1')
    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    const shown = screen.getByRole('main').textContent ?? ''
    expect(termsValue('Estimated minimum collateral')).toMatch(/^\d+\.\d{4} BTC$/)
    expect(shown).toContain('One BTC is about $97,250 at current market prices.')
    // A coin figure is a quantity with its decimals: no "1 BTC", whether as collateral or a price.
    expect(shown.match(/(?<![\d.,])\d+ (BTC|ETH)\b/g)).toBeNull()
  })
})

describe('timing rules (core-journey §9)', () => {
  it('asks for offers 450 ms after the last keystroke, once', async () => {
    const { user, requests } = await openBuilder('CA', { fakeTimers: true })
    await user.type(collateralField(), '1.5')
    expect(requests.count(OFFERS_PATH)).toBe(0)

    await advance(OFFER_DEBOUNCE_MS - 1)
    expect(requests.count(OFFERS_PATH)).toBe(0)
    await advance(1)
    expect(requests.count(OFFERS_PATH)).toBe(1)

    await waitUntil(() => expect(termsValue('Loan amount')).toBe('$25,250'))
    await advance(10 * OFFER_DEBOUNCE_MS)
    expect(requests.count(OFFERS_PATH)).toBe(1)
  })

  it('each keystroke restarts the wait', async () => {
    const { user, requests } = await openBuilder('CA', { fakeTimers: true })
    await user.type(collateralField(), '1')
    await advance(OFFER_DEBOUNCE_MS - 1)
    await user.type(collateralField(), '5')
    await advance(OFFER_DEBOUNCE_MS - 1)
    expect(requests.count(OFFERS_PATH)).toBe(0)
    await advance(1)
    expect(requests.count(OFFERS_PATH)).toBe(1)
  })

  it('keeps coin prices 5 minutes: a second visit within them asks once in all, after them again', async () => {
    const { user, requests } = await openBuilder('CA', { fakeTimers: true })
    expect(requests.count(PRICES_PATH)).toBe(1)

    async function visitAgain() {
      await user.click(screen.getByRole('link', { name: /^Change residence/ }))
      const states = await waitUntil(() => screen.getByLabelText('State of residence'))
      await user.selectOptions(states, 'CA')
      await user.click(screen.getByRole('button', { name: 'Continue' }))
      await waitUntil(() => collateralField())
    }

    await advance(PRICE_CACHE_MS - 1_000)
    await visitAgain()
    expect(requests.count(PRICES_PATH)).toBe(1)

    await advance(1_000)
    await visitAgain()
    expect(requests.count(PRICES_PATH)).toBe(2)
  })
})
