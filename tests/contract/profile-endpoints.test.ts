import type { EndpointBody } from '@contract/endpoint'
import {
  getConsentTypes,
  getProfile,
  lookupAddress,
  setPhoneAlias,
  updateProfile,
} from '@contract/profile'
import { DANA_HOME } from '@scenarios/story-parts'
import { failure, startBackend, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend, UNAUTHENTICATED_ANSWER } from './serve-simulated-backend'

serveSimulatedBackend()

const SSN = '123-45-6789'

const profileBody: EndpointBody<typeof updateProfile> = {
  name: { firstName: 'Dana', lastName: 'Whitfield', suffix: 'Jr' },
  dob: '1986-04-12',
  ssn: SSN,
  homeAddress: DANA_HOME,
  consents: [{ type: 'TERMS', version: '2024-09-01', optInOut: 'OPT_IN' }],
}

describe('the profile', () => {
  it('starts with what sign-up knew: name and email, no SSN, no address', async () => {
    const { client } = await startBackend('at-borrower-details')
    expect(await client.call(getProfile)).toMatchObject({
      name: { firstName: 'Dana', lastName: 'Whitfield', suffix: null },
      email: 'dana.whitfield@example.com',
      dob: null,
      hasSsn: false,
      addresses: [],
      phoneNumbers: [],
      countryOfDomicile: null,
    })
  })

  it('keeps what PUT sends, says an SSN is on file, and never keeps the SSN itself', async () => {
    const { client, simulation } = await startBackend('at-borrower-details')
    const answered = await client.call(updateProfile, { body: profileBody })
    expect(answered).toMatchObject({
      name: profileBody.name,
      dob: '1986-04-12',
      hasSsn: true,
      addresses: [{ type: 'HOME', ...profileBody.homeAddress }],
      countryOfDomicile: 'US',
    })
    expect(await client.call(getProfile)).toEqual(answered)
    const saved = JSON.stringify(simulation.engine.snapshot())
    expect(saved).not.toContain(SSN)
    expect(saved).not.toContain('123456789')
    expect(saved).not.toContain('123-45')
    expect(saved).toContain('"hasSsn":true')
  })

  it('takes a profile again without the SSN once one is on file', async () => {
    const { client } = await startBackend('at-borrower-details')
    await client.call(updateProfile, { body: profileBody })
    const { ssn: _ssn, ...withoutSsn } = profileBody
    expect(await client.call(updateProfile, { body: withoutSsn })).toMatchObject({ hasSsn: true })
  })

  it('refuses no SSN for a US resident with a 400', async () => {
    const { client } = await startBackend('at-borrower-details')
    const { ssn: _ssn, ...withoutSsn } = profileBody
    const error = await failure(client.call(updateProfile, { body: withoutSsn }))
    expect(error.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
  })

  it('refuses a malformed SSN (sent past the app’s own check) without repeating it', async () => {
    const { token } = await startBackend('at-borrower-details')
    const response = await fetch(`${testServices.profile}/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.get()}` },
      body: JSON.stringify({ ...profileBody, ssn: '987-65-432' }),
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    expect(text).not.toContain('987-65')
  })

  it('needs the borrower signed in (401 Unauthenticated)', async () => {
    await startBackend('fresh-us-borrower')
    const response = await fetch(`${testServices.profile}/profile`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHENTICATED_ANSWER)
  })
})

describe('consent types and the phone alias', () => {
  it('lists every consent type with its current version, soft credit included', async () => {
    const { client } = await startBackend('at-borrower-details')
    const types = await client.call(getConsentTypes)
    expect(types.map((consent) => consent.type).sort()).toEqual([
      'COMMUNICATIONS',
      'MARKETING',
      'PRIVACY',
      'SOFT_CREDIT',
      'TERMS',
    ])
    for (const consent of types) expect(consent.version).not.toBe('')
  })

  it('keeps the phone alias as the profile’s phone number', async () => {
    const { client } = await startBackend('at-borrower-details')
    await client.call(setPhoneAlias, { body: { value: '(415) 555-0134', type: 'Phone' } })
    expect((await client.call(getProfile)).phoneNumbers).toEqual([{ number: '(415) 555-0134' }])
  })

  it('refuses a phone alias that is not a phone number', async () => {
    const { client } = await startBackend('at-borrower-details')
    const error = await failure(
      client.call(setPhoneAlias, { body: { value: 'call me', type: 'Phone' } }),
    )
    expect(error.status).toBe(400)
  })
})

describe('the address lookup', () => {
  it('matches the typed text in part, ignoring case and order', async () => {
    const { client } = await startBackend('at-borrower-details')
    const found = await client.call(lookupAddress, { query: { partialAddress: 'MARKET st' } })
    expect(found.length).toBeGreaterThan(0)
    for (const address of found) expect(address.street1.toLowerCase()).toContain('market st')
    const byCity = await client.call(lookupAddress, {
      query: { partialAddress: 'seattle 1201' },
    })
    expect(byCity).toEqual([
      { street1: '1201 3rd Ave', street2: 'Unit 1205', city: 'Seattle', state: 'WA', zip: '98101' },
    ])
  })

  it('answers incomplete suggestions too, for the app to drop', async () => {
    const { client } = await startBackend('at-borrower-details')
    const found = await client.call(lookupAddress, { query: { partialAddress: '1450 market' } })
    expect(found.some((address) => address.city === '')).toBe(true)
    expect(found.some((address) => address.city === 'San Francisco')).toBe(true)
  })

  it('answers an empty list when nothing matches', async () => {
    const { client } = await startBackend('at-borrower-details')
    expect(await client.call(lookupAddress, { query: { partialAddress: 'zzzz nowhere' } })).toEqual(
      [],
    )
  })
})
