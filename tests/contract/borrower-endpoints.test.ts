import { createApplication, getApplicationState } from '@contract/applications'
import { linkBorrower } from '@contract/borrowers'
import { requestOffers, selectOffer, selectOfferSecure } from '@contract/pricing'
import { DISCLOSURES_DELAY_MS } from '@sim/borrower/borrower-transitions'
import {
  offerBody,
  signedInBorrower,
  startBackend,
  testServices,
} from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

/** A priced application chosen signed out, as a visitor does before signing in. */
async function chosenSignedOut() {
  const backend = await startBackend(signedInBorrower)
  const { client } = backend
  const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
  const [offer] = await client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody })
  await client.call(selectOffer, {
    params: { uuid: appUuid },
    body: { offerUuid: offer?.uuid ?? '' },
  })
  return { ...backend, appUuid, offerUuid: offer?.uuid ?? '' }
}

/** A second borrower with a token of their own. */
async function anotherBorrower(backend: Awaited<ReturnType<typeof startBackend>>) {
  const { engine } = backend.simulation
  const other = await engine.collections.borrowers.create({
    uuid: '7d1e7a52-2f0c-4c53-9a3c-5b1f0f6a9e11',
    firstName: 'Lee',
    lastName: 'Park',
    email: 'lee@example.com',
  })
  return engine.issueToken(other.uuid)
}

function post(path: string, body: unknown, token?: string) {
  return fetch(`${testServices.lending}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

describe('linking the borrower', () => {
  it('links the signed-in borrower as owner, then disclosures, then details', async () => {
    const { client, simulation, appUuid } = await chosenSignedOut()
    expect(simulation.engine.findApplication(appUuid)).toMatchObject({
      state: 'ATTACH_PROFILE',
      ownerUuid: null,
    })
    const borrower = simulation.engine.authenticate(simulation.engine.currentToken())
    expect(await client.call(linkBorrower, { params: { appUuid } })).toEqual({
      identityUuid: borrower?.uuid,
    })
    expect(simulation.engine.findApplication(appUuid).ownerUuid).toBe(borrower?.uuid)
    expect(await client.call(getApplicationState, { params: { uuid: appUuid } })).toEqual({
      state: 'GEN_APP_DISCLOSURES',
      stage: 'APPLYING',
    })
    simulation.clock.advance(DISCLOSURES_DELAY_MS)
    expect(await client.call(getApplicationState, { params: { uuid: appUuid } })).toEqual({
      state: 'BORROWER_DETAILS',
      stage: 'APPLYING',
    })
    // The app retries the link; again is harmless.
    await client.call(linkBorrower, { params: { appUuid } })
    expect(simulation.engine.getApplicationState(appUuid, null).state).toBe('BORROWER_DETAILS')
  })

  it('answers 401 without a token and 404 for another borrower’s application', async () => {
    const backend = await chosenSignedOut()
    const { appUuid } = backend
    await backend.client.call(linkBorrower, { params: { appUuid } })
    const path = `/secure/api/v1/applications/${appUuid}/borrowers/link`
    expect((await post(path, undefined)).status).toBe(401)
    const response = await post(path, undefined, await anotherBorrower(backend))
    expect(response.status).toBe(404)
  })
})

describe('changes to a linked application need its owner', () => {
  async function linkedAtStart() {
    const backend = await startBackend(signedInBorrower)
    const { client } = backend
    const { appUuid } = await client.call(createApplication, { body: { organization: 'MERIDIAN' } })
    const [offer] = await client.call(requestOffers, { params: { uuid: appUuid }, body: offerBody })
    await client.call(linkBorrower, { params: { appUuid } })
    return { ...backend, appUuid, offerUuid: offer?.uuid ?? '' }
  }

  it('refuses re-pricing with no token or another borrower’s: not found (404), as to anyone but its owner', async () => {
    const backend = await linkedAtStart()
    const path = `/insecure/api/v2/applications/${backend.appUuid}/offers`
    const before = backend.simulation.engine.findApplication(backend.appUuid).offers
    expect((await post(path, { ...offerBody, requestedAmount: 12_000 })).status).toBe(404)
    const other = await anotherBorrower(backend)
    expect((await post(path, { ...offerBody, requestedAmount: 12_000 }, other)).status).toBe(404)
    expect(backend.simulation.engine.findApplication(backend.appUuid).offers).toEqual(before)
    const own = await post(
      path,
      { ...offerBody, requestedAmount: 12_000 },
      backend.token.get() ?? '',
    )
    expect(own.status).toBe(200)
  })

  it('refuses selection with no token or another borrower’s, insecure or secure (404)', async () => {
    const backend = await linkedAtStart()
    const { appUuid, offerUuid } = backend
    const insecure = `/insecure/api/v1/applications/${appUuid}/select-offer`
    const secure = `/secure/api/v1/applications/${appUuid}/select-offer`
    const other = await anotherBorrower(backend)
    expect((await post(insecure, { offerUuid })).status).toBe(404)
    expect((await post(insecure, { offerUuid }, other)).status).toBe(404)
    expect((await post(secure, { offerUuid }, other)).status).toBe(404)
    expect(backend.simulation.engine.findApplication(appUuid).selectedOffer).toBeNull()
    await backend.client.call(selectOfferSecure, { params: { uuid: appUuid }, body: { offerUuid } })
    expect(backend.simulation.engine.findApplication(appUuid).selectedOffer?.uuid).toBe(offerUuid)
  })

  it('keeps an unowned application open to anyone', async () => {
    const backend = await startBackend()
    const { appUuid } = await backend.client.call(createApplication, {
      body: { organization: 'MERIDIAN' },
    })
    const response = await post(`/insecure/api/v2/applications/${appUuid}/offers`, offerBody)
    expect(response.status).toBe(200)
  })
})
