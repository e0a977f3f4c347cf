import {
  createApplication,
  createMobileFlowApplication,
  getApplication,
  getApplicationState,
  getUserApplications,
} from '@contract/applications'
import {
  getOffers,
  getSecureOffers,
  getSelectedOffer,
  offerSchema,
  requestOffers,
  selectOffer,
  selectOfferSecure,
} from '@contract/pricing'
import {
  failure,
  offerBody,
  signedInBorrower,
  startBackend,
  testServices,
} from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

describe('application and offer endpoints', () => {
  it('creates an application, prices and selects an offer', async () => {
    const { client, simulation } = await startBackend()
    const { appUuid } = await client.call(createApplication, {
      body: { organization: 'MERIDIAN' },
    })
    expect(simulation.engine.getApplication(appUuid)).toMatchObject({
      state: 'APP_START',
      stage: 'APPLYING',
    })

    const offers = await client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody })
    expect(offers).toHaveLength(1)
    const [offer] = offers
    expect(offer).toMatchObject({
      drawAmount: 10_000,
      amount: 10_100,
      term: 12,
      interestRate: 8.91,
      originationFee: 1,
      originationFeeAmount: 100,
      estimatedMonthlyPayment: 882.84,
      annualPercentageRate: 10.79,
      collateral: { type: 'BTC' },
      state: 'CA',
      countryCode: 'US',
    })
    expect(await client.call(getOffers, { params: { uuid: appUuid } })).toEqual(offers)

    const selected = await client.call(selectOffer, {
      params: { uuid: appUuid },
      body: { offerUuid: offer?.uuid ?? '' },
    })
    expect(selected).toEqual({ appUuid, selectedOffer: offer })
    expect(simulation.engine.getApplication(appUuid).state).toBe('ATTACH_PROFILE')
  })

  it('answers an empty list when the collateral cannot back the cash', async () => {
    const { client } = await startBackend()
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const offers = await client.call(requestOffers, {
      params: { uuid: appUuid },
      body: { ...offerBody, coinQuantity: 0.1 },
    })
    expect(offers).toEqual([])
  })

  it('creates mobile-flow applications too', async () => {
    const { client } = await startBackend()
    const answer = await client.call(createMobileFlowApplication, {
      body: { organization: 'MERIDIAN', referralUuid: 'rid-1' },
    })
    expect(answer.appUuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves secure calls to the signed-in borrower', async () => {
    const { client } = await startBackend(signedInBorrower)
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const [offer] = await client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody })
    expect(await client.call(getSecureOffers, { params: { uuid: appUuid } })).toEqual([offer])
    await client.call(selectOfferSecure, {
      params: { uuid: appUuid },
      body: { offerUuid: offer?.uuid ?? '' },
    })
    expect(
      offerSchema.parse(await client.call(getSelectedOffer, { params: { uuid: appUuid } })),
    ).toEqual(offer)
    // A signed-in selection links the borrower at once; disclosures are then being prepared.
    expect(await client.call(getApplicationState, { params: { uuid: appUuid } })).toEqual({
      state: 'GEN_APP_DISCLOSURES',
      stage: 'APPLYING',
    })
    expect(await client.call(getUserApplications)).toEqual([
      { appUuid, state: 'GEN_APP_DISCLOSURES', stage: 'APPLYING' },
    ])
    expect(await client.call(getApplication, { params: { uuid: appUuid } })).toMatchObject({
      appUuid,
      isInternational: false,
      isRollForward: false,
      selectedOffer: offer,
    })
  })

  it('refuses an offer that is not the application’s', async () => {
    const { client } = await startBackend()
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    await client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody })
    const refusal = await failure(
      client.call(selectOffer, { params: { uuid: appUuid }, body: { offerUuid: 'nope' } }),
    )
    expect(refusal.status).toBe(400)
    expect(refusal.message).toContain('is not an offer of application')
  })

  it('refuses a loan amount outside the state limits', async () => {
    const { client } = await startBackend()
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const refusal = await failure(
      client.call(requestOffers, {
        params: { uuid: appUuid },
        body: { ...offerBody, state: 'HI', coinQuantity: 10 },
      }),
    )
    expect(refusal).toMatchObject({
      status: 400,
      message: 'Loan amount must be between $250,001 and $1,000,000',
    })
  })

  it('answers 404 for an unknown application', async () => {
    const { client } = await startBackend()
    const refusal = await failure(client.call(getOffers, { params: { uuid: 'missing' } }))
    expect(refusal.status).toBe(404)
  })
})

describe('international borrowers', () => {
  it('prices international offers at 1.5 % under a brand that lends abroad', async () => {
    const { client } = await startBackend('international-borrower')
    const { appUuid } = await client.call(createApplication, {
      body: { organization: 'HARBORLINE' },
    })
    const [offer] = await client.call(requestOffers, {
      params: { uuid: appUuid },
      body: { country: 'DE', requestedAmount: 20_000, collateralType: 'ETH', coinQuantity: 20 },
    })
    expect(offer).toMatchObject({
      originationFee: 1.5,
      originationFeeAmount: 300,
      amount: 20_300,
      countryCode: 'DE',
      state: null,
    })
  })

  it('refuses countries under a US-only brand', async () => {
    const { client } = await startBackend()
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const refusal = await failure(
      client.call(requestOffers, {
        params: { uuid: appUuid },
        body: { country: 'DE', requestedAmount: 20_000, collateralType: 'ETH', coinQuantity: 20 },
      }),
    )
    expect(refusal).toMatchObject({ status: 400 })
    expect(refusal.message).toContain('does not lend to residents outside the US')
  })
})

describe('malformed requests', () => {
  const createUrl = `${testServices.lending}/insecure/api/v1/applications/create`

  it.each([
    ['not JSON', '{nope', 'Body is not valid JSON'],
    ['a missing field', '{}', 'organization'],
    ['a wrong type', '{"organization": 7}', 'organization'],
  ])('answers 400 with a reason for %s', async (_label, body, reason) => {
    await startBackend()
    const response = await fetch(createUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { message: string }
    expect(answer.message).toContain(reason)
  })

  it('answers 400 when neither state nor country is given', async () => {
    await startBackend()
    const response = await fetch(
      `${testServices.lending}/insecure/api/v1/applications/rates?orgCode=MERIDIAN`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ coinQuantity: 1, collateralType: 'BTC' }),
      },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid body: Exactly one of state or country is required',
    })
  })

  it('answers 400 for a missing query parameter', async () => {
    await startBackend()
    const response = await fetch(`${testServices.lending}/insecure/api/v1/applications/rates`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'CA', coinQuantity: 1, collateralType: 'BTC' }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('orgCode')
  })
})

describe('authentication', () => {
  it.each([
    ['no token', null],
    ['an unknown token', 'made-up-token'],
  ])('answers 401 Unauthenticated to a secure call with %s', async (_label, token) => {
    const { client, token: held } = await startBackend()
    if (token) held.set(token)
    else held.clear()
    const refusal = await failure(client.call(getUserApplications))
    expect(refusal).toMatchObject({ status: 401, message: 'Unauthenticated' })
    // The client drops the token on 401, as the app must.
    expect(held.get()).toBeNull()
  })
})

describe('scenario faults', () => {
  it('answers 503 to offer requests in offers-unavailable', async () => {
    const { client } = await startBackend('offers-unavailable')
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const refusal = await failure(
      client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody }),
    )
    expect(refusal).toMatchObject({
      status: 503,
      message: 'Offers are temporarily unavailable. Please try again later.',
    })
  })

  it('drops the connection for a network-error fault, only as many times as asked', async () => {
    const { client } = await startBackend({
      name: 'flaky-create',
      description: 'The first create fails at the network.',
      faults: [{ endpoint: 'createApplication', networkError: true, times: 1 }],
    })
    const refusal = await failure(
      client.call(createApplication, { body: { organization: 'MERIDIAN' } }),
    )
    expect(refusal).toMatchObject({ status: 0, message: 'The service could not be reached.' })
    await expect(
      client.call(createApplication, { body: { organization: 'MERIDIAN' } }),
    ).resolves.toHaveProperty('appUuid')
  })

  it('adds latency to every call in a slow scenario', async () => {
    const { client } = await startBackend({
      name: 'a-little-slow',
      description: 'Every call takes 60 ms.',
      faults: [{ endpoint: '*', latencyMs: 60 }],
    })
    const started = performance.now()
    await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })
})
