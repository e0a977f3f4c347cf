import { APP_BASE_PATH } from '@contract/base-path'
import { getFeatureDecision, getFeatures } from '@contract/features'
import { getProfile } from '@contract/profile'
import { brokerLogin, brokerLogout, getBrokerProfile, getLegacyIdentity } from '@contract/session'
import { exportScenario } from '@sim/engine/world-export'
import { SESSION_LIFETIME_MS } from '@sim/session/session-operations'
import { SIMULATED_SIGN_IN_CALL, SIMULATED_SIGN_IN_PAGE } from '@sim/session/simulated-sign-in'
import { failure, startBackend, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { ADDITIONAL_DOCUMENT_FLAG } from '@/api/queries/reference'
import {
  clientWith,
  serveSimulatedBackend,
  UNAUTHENTICATED_ANSWER,
} from './serve-simulated-backend'

serveSimulatedBackend()

const customer = { audience: 'customer' } as const

function signIn(email: unknown) {
  return fetch(`${testServices.identityBroker}${SIMULATED_SIGN_IN_CALL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
}

describe('who is signed in', () => {
  it('answers the broker profile of the signed-in borrower', async () => {
    const { client, simulation } = await startBackend('at-borrower-details')
    const borrower = simulation.engine.authenticate(simulation.engine.currentToken())
    const profile = await client.call(getBrokerProfile, { params: customer })
    expect(profile).toMatchObject({
      uuid: borrower?.uuid,
      email: 'dana.whitfield@example.com',
      organizationCode: 'MERIDIAN',
      isBroker: true,
    })
    expect(profile.wallet.accountAddress).toMatch(/^pb1[0-9a-z]{38}$/)
  })

  it('answers the legacy identity with the wallet addresses in x-addr and x-grp', async () => {
    const { client, token } = await startBackend('at-borrower-details')
    const identity = await client.call(getLegacyIdentity)
    expect(identity.aliases).toContainEqual({ type: 'Email', value: 'dana.whitfield@example.com' })
    const response = await fetch(`${testServices.identity}/identity/secure/api/v1/identity`, {
      headers: { authorization: `Bearer ${token.get()}` },
    })
    const broker = await client.call(getBrokerProfile, { params: customer })
    expect(response.headers.get('x-addr')).toBe(broker.wallet.accountAddress)
    expect(response.headers.get('x-grp')).toBe(broker.wallet.groupPolicyAddress)
  })

  it.each([
    ['no token', null],
    ['an unknown token', 'a.b.c'],
  ])('answers 401 Unauthenticated to %s', async (_, token) => {
    await startBackend('at-borrower-details')
    const response = await fetch(`${testServices.identity}/identity/secure/api/v1/identity`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(UNAUTHENTICATED_ANSWER)
  })

  it('ends a token after 8 hours of simulated time', async () => {
    const { client, simulation } = await startBackend('at-borrower-details')
    simulation.clock.advance(SESSION_LIFETIME_MS - 1)
    await client.call(getProfile)
    simulation.clock.advance(1)
    const error = await failure(client.call(getProfile))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Unauthenticated')
  })
})

describe('a session token is signed by the world that issued it (HS256)', () => {
  const changeAt = (token: string, at: number) =>
    `${token.slice(0, at)}${token[at] === 'x' ? 'y' : 'x'}${token.slice(at + 1)}`

  it.each([
    ['its header', (_token: string) => 3],
    ['its claims', (token: string) => token.indexOf('.') + 5],
    ['its signature', (token: string) => token.lastIndexOf('.') + 5],
  ])('refuses the token with one character of %s changed (401)', async (_part, position) => {
    const { client, simulation } = await startBackend('at-borrower-details')
    const token = simulation.engine.currentToken() ?? ''
    await client.call(getProfile)
    const error = await failure(clientWith(changeAt(token, position(token))).call(getProfile))
    expect(error.status).toBe(401)
  })

  it('signs in only by JSON: the same call posted as a form or text is 415', async () => {
    await startBackend('at-borrower-details')
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await fetch(`${testServices.identityBroker}${SIMULATED_SIGN_IN_CALL}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ email: 'dana@example.com' }),
      })
      expect(response.status).toBe(415)
    }
  })

  it('refuses a token of another simulation of the same story, and a guessed one', async () => {
    const first = await startBackend('at-borrower-details')
    const token = first.simulation.engine.currentToken() ?? ''
    const second = await startBackend('at-borrower-details')
    // The second server's own borrower is signed in; the first one's token means nothing here.
    await second.client.call(getProfile)
    expect((await failure(clientWith(token).call(getProfile))).status).toBe(401)
    // The next borrower's token, built from the claims of one's own: no secret, no session.
    const next = await (await signIn('next.borrower@example.com')).json()
    const [header, payload, signature] = (next as { token: string }).token.split('.')
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))
    const guessed = `${header}.${btoa(JSON.stringify({ ...claims, jti: 'guess' })).replace(/=+$/, '')}.${signature}`
    expect((await failure(clientWith(guessed).call(getProfile))).status).toBe(401)
  })
})

describe('broker login and logout', () => {
  it('login answers a redirect to the simulation’s sign-in page, carrying state and returnTo', async () => {
    const { client } = await startBackend('fresh-us-borrower')
    const { redirect } = await client.call(brokerLogin, {
      params: customer,
      query: { telemetryTrackingId: 't-1', state: 'nonce 1', returnTo: '/3f2b/details' },
    })
    const url = new URL(redirect, 'http://sim.test')
    expect(url.pathname).toBe(SIMULATED_SIGN_IN_PAGE)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'nonce 1',
      returnTo: '/3f2b/details',
    })
  })

  it('logout answers a redirect to the start and ends the token', async () => {
    const { client, token } = await startBackend('at-borrower-details')
    const held = token.get() ?? ''
    expect(await client.call(brokerLogout, { params: customer })).toEqual({
      redirect: `${APP_BASE_PATH}/start`,
    })
    const error = await failure(clientWith(held).call(getProfile))
    expect(error.status).toBe(401)
  })
})

describe('the identity-broker feature decision', () => {
  const body = (experimentKey: string) => ({
    experimentKey,
    ignoreIdentify: true,
    optimizeUser: { attributes: { organization: 'MERIDIAN', trackerId: 't-1' } },
  })

  it('is on by default and off where a scenario turns it off', async () => {
    const on = await startBackend('fresh-us-borrower')
    expect(await on.client.call(getFeatureDecision, { body: body('identity-broker') })).toEqual({
      flagEnabled: true,
    })
    const off = await startBackend({
      name: 'legacy-sign-in',
      description: 'Sign-in through the legacy page.',
      decisions: { features: { 'identity-broker': false } },
    })
    expect(await off.client.call(getFeatureDecision, { body: body('identity-broker') })).toEqual({
      flagEnabled: false,
    })
    expect(
      await off.client.call(getFeatures, {
        body: { optimizeUser: body('x').optimizeUser },
      }),
    ).toEqual({ 'identity-broker': false, 'identity-additional-document': false })
  })

  it('the identity step’s additional document is a decision of the running story: switched on, it answers on, and an export carries it', async () => {
    const { client, simulation } = await startBackend('at-next-steps')
    const flag = ADDITIONAL_DOCUMENT_FLAG
    expect(await client.call(getFeatureDecision, { body: body(flag) })).toEqual({
      flagEnabled: false,
    })
    simulation.engine.setFeatureDecision(flag, true)
    expect(await client.call(getFeatureDecision, { body: body(flag) })).toEqual({
      flagEnabled: true,
    })
    const exported = exportScenario(simulation.engine.snapshot(), { faults: [] })
    expect(exported.decisions?.features).toMatchObject({ [flag]: true })
  })

  it('leaves a flag no scenario names off', async () => {
    const { client } = await startBackend('fresh-us-borrower')
    expect(await client.call(getFeatureDecision, { body: body('some-new-flag') })).toEqual({
      flagEnabled: false,
    })
  })
})

describe('the simulation’s sign-in page call', () => {
  it('signs the scenario’s borrower in by their email, whatever its case', async () => {
    const { simulation } = await startBackend('at-borrower-details')
    const response = await signIn('Dana.Whitfield@example.com')
    expect(response.status).toBe(200)
    const { token } = await response.json()
    expect(simulation.engine.authenticate(token)?.email).toBe('dana.whitfield@example.com')
    const profile = await clientWith(token).call(getProfile)
    expect(profile.name).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' })
  })

  it('creates a new borrower for another email, the same person for the same email every time', async () => {
    async function personFor(email: string) {
      await startBackend('fresh-us-borrower')
      const { token } = await (await signIn(email)).json()
      return (await clientWith(token).call(getProfile)).name
    }
    const first = await personFor('sam.rivera@example.org')
    expect(first?.firstName).not.toBe('')
    expect(await personFor('sam.rivera@example.org')).toEqual(first)
    expect(await personFor('another.person@example.org')).not.toEqual(first)
  })

  it('signs the same new borrower in again rather than creating a second', async () => {
    const { simulation } = await startBackend('fresh-us-borrower')
    const one = (await (await signIn('sam@example.org')).json()).token
    const two = (await (await signIn('sam@example.org')).json()).token
    expect(simulation.engine.authenticate(one)?.uuid).toBe(
      simulation.engine.authenticate(two)?.uuid,
    )
    expect(simulation.engine.collections.borrowers.all()).toHaveLength(1)
  })

  it.each([
    ['not an email', 'dana'],
    ['missing', undefined],
  ])('refuses an email that is %s with a 400 in the one error shape', async (_, email) => {
    await startBackend('fresh-us-borrower')
    const response = await signIn(email)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.any(String),
    })
  })
})
