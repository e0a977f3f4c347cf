// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Offer } from '@/api/contract/pricing'
import { OfferBuilderPage } from '@/features/offer-builder/components/offer-builder-page'
import { type CallHandler, fakeHttp, withServices } from './test-services'

const APP_UUID = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b'

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    uuid: 'offer-1',
    drawAmount: 25000,
    amount: 25250,
    term: 12,
    ltv: 0.35,
    originationFee: 1,
    originationFeeAmount: 250,
    interestRate: 8.91,
    annualPercentageRate: 10.02,
    estimatedMonthlyPayment: 2205.4,
    collateralUnits: 1,
    minCollateralUnits: 0.72,
    collateral: { type: 'BTC' },
    postTopUpLoanToValue: null,
    celsiusTopUpRequired: false,
    countryCode: null,
    state: 'OH',
    collateralReuseConsent: null,
    collateralAmount: 72000,
    ...overrides,
  }
}

function handler(offers: Offer[]): CallHandler {
  return (id) => {
    switch (id) {
      case 'createApplication':
        return { appUuid: APP_UUID }
      case 'requestOffers':
        return offers
      case 'getRates':
        return [
          {
            rate: 8.91,
            minLtv: 0,
            maxLtv: 0.5,
            minAmountUsd: 5001,
            maxAmountUsd: 36000,
            additionalCoinQuantityNeeded: 0,
          },
          {
            rate: 11.5,
            minLtv: 0.5,
            maxLtv: 0.75,
            minAmountUsd: 36001,
            maxAmountUsd: 54000,
            additionalCoinQuantityNeeded: 0,
          },
        ]
      case 'selectOffer':
        return { appUuid: APP_UUID, selectedOffer: offers[0] }
      default:
        throw new Error(`Unexpected call ${id}`)
    }
  }
}

function renderBuilder(offers: Offer[] = [offer()], onContinue = vi.fn()) {
  const { http, calls } = fakeHttp(handler(offers))
  render(
    withServices(
      http,
      <OfferBuilderPage
        residence={{ state: 'OH' }}
        residenceLabel="Ohio"
        minLoanAmount={5001}
        maxLoanAmount={1_000_000}
        prices={[
          { collateralType: 'BTC', valueOfOne: 72000, minCoinQuantity: 0.07123 },
          { collateralType: 'ETH', valueOfOne: 3500, minCoinQuantity: 1.5 },
        ]}
        origin={{ organization: 'MERIDIAN', loanOriginatorUuid: 'orig-1' }}
        changeResidenceLink={<a href="/residency">Change</a>}
        onContinue={onContinue}
      />,
    ),
  )
  return { calls, onContinue }
}

beforeEach(() => sessionStorage.clear())
afterEach(cleanup)

describe('offer builder validation', () => {
  it('offers BTC and ETH only, never SOL', () => {
    renderBuilder()
    expect(screen.getByRole('radio', { name: /BTC/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /ETH/ })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /SOL/ })).toBeNull()
  })

  it('shows the coin minimum as a hint, then as the error below it', async () => {
    const user = userEvent.setup()
    renderBuilder()
    const field = screen.getByLabelText('Collateral amount')
    expect(screen.getByText('Min. 0.0713 BTC')).toBeTruthy()
    await user.type(field, '0.05')
    await user.tab()
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = field.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Min. 0.0713 BTC')
  })

  it.each([
    ['', 'Enter an Amount'],
    ['abc', 'Enter an Amount'],
    ['0.123456789', 'Maximum of 8 decimal places.'],
  ])('collateral %j -> %s', async (typed, message) => {
    const user = userEvent.setup()
    renderBuilder()
    const field = screen.getByLabelText('Collateral amount')
    await user.click(field)
    if (typed) await user.type(field, typed)
    await user.tab()
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it.each([
    ['', 'Enter an amount'],
    ['4000', 'Amount minimum is $5,001'],
    ['2000000', 'Amount maximum is $1,000,000'],
  ])('cash %j -> %s', async (typed, message) => {
    const user = userEvent.setup()
    renderBuilder()
    const field = screen.getByLabelText('Cash to borrow', {
      selector: 'input[type="text"], input:not([type])',
    })
    await user.clear(field)
    if (typed) await user.type(field, typed)
    await user.tab()
    expect(await screen.findByText(message)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('offer builder answers', () => {
  it('asks for offers after the debounce and shows the terms', async () => {
    const user = userEvent.setup()
    const { calls } = renderBuilder()
    await user.type(screen.getByLabelText('Collateral amount'), '1')
    expect(await screen.findByText('$25,250', {}, { timeout: 2000 })).toBeTruthy()
    expect(screen.getByText('8.91% / 10.02% APR')).toBeTruthy()
    expect(screen.getByText('0.7200 BTC')).toBeTruthy()
    const create = calls.find((call) => call.id === 'createApplication')
    expect(create?.input.body).toEqual({ organization: 'MERIDIAN', loanOriginatorUuid: 'orig-1' })
    const request = calls.find((call) => call.id === 'requestOffers')
    expect(request?.input).toMatchObject({
      params: { uuid: APP_UUID },
      body: { requestedAmount: 25000, collateralType: 'BTC', coinQuantity: 1, state: 'OH' },
    })
    expect(sessionStorage.getItem('crypto-backed-loan.appUuid')).toBe(APP_UUID)
  })

  it('warns when no offer is available', async () => {
    const user = userEvent.setup()
    renderBuilder([])
    await user.type(screen.getByLabelText('Collateral amount'), '0.2')
    expect(
      await screen.findByText(
        'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('warns when the collateral is unusually high', async () => {
    const user = userEvent.setup()
    renderBuilder([offer({ ltv: 0.1 })])
    await user.type(screen.getByLabelText('Collateral amount'), '5')
    expect(
      await screen.findByText(
        'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy()
  })

  it('selects the offer and continues to the application', async () => {
    const user = userEvent.setup()
    const { calls, onContinue } = renderBuilder()
    await user.type(screen.getByLabelText('Collateral amount'), '1')
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2000 })
    await user.click(button)
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(APP_UUID))
    expect(calls.find((call) => call.id === 'selectOffer')?.input).toEqual({
      params: { uuid: APP_UUID },
      body: { offerUuid: 'offer-1' },
    })
  })

  it('keeps the application of this session on reload', async () => {
    sessionStorage.setItem('crypto-backed-loan.appUuid', 'kept-uuid')
    const user = userEvent.setup()
    const { calls } = renderBuilder()
    await user.type(screen.getByLabelText('Collateral amount'), '1')
    await screen.findByText('$25,250', {}, { timeout: 2000 })
    expect(calls.some((call) => call.id === 'createApplication')).toBe(false)
    expect(calls.find((call) => call.id === 'requestOffers')?.input.params).toEqual({
      uuid: 'kept-uuid',
    })
  })
})
