import { getProfile } from '@contract/profile'
import {
  getBrokerProfile,
  getLegacyIdentity,
  legacyLogin,
  legacySignInErrorSchema,
  verifyLegacyTwoFactor,
} from '@contract/session'
import {
  LEGACY_DEMO_CODE,
  LEGACY_DEMO_PASSWORD,
  legacySignIn,
  legacySignInLocked,
  legacySignInPasswordExpired,
  legacySignInTwoFactor,
} from '@scenarios/legacy-sign-in'
import { failure, startBackend } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

const DANA = 'dana.whitfield@example.com'
const MINUTE = 60_000
const credentials = (password = LEGACY_DEMO_PASSWORD, organizationCode = 'MERIDIAN') => ({
  body: { email: DANA, password, organizationCode },
})

/** The refusal's body, checked against the contract's shape for legacy sign-in errors. */
async function refusal(promise: Promise<unknown>) {
  const error = await failure(promise)
  const body = legacySignInErrorSchema.parse(error.body)
  return { status: error.status, errorCode: body.errorCode, body: error.body }
}

describe('legacyLogin (docs/decisions/0016)', () => {
  it('answers a token of the borrower for the right email and password, whatever the email’s case', async () => {
    const { client, simulation } = await startBackend(legacySignIn)
    const { token } = await client.call(legacyLogin, {
      body: {
        email: ' Dana.Whitfield@Example.com ',
        password: LEGACY_DEMO_PASSWORD,
        organizationCode: 'MERIDIAN',
      },
    })
    expect(simulation.engine.authenticate(token)?.email).toBe(DANA)
    // The token is a session of its own: secure calls go through with it.
    expect((await client.call(getProfile, { token })).name?.firstName).toBe('Dana')
    const identity = await client.call(getLegacyIdentity, { token })
    expect(identity).toMatchObject({
      twoFactorEnabled: false,
      passwordExpired: false,
      totpVerified: false,
    })
  })

  it.each([
    ['a wrong password', DANA, 'nope-nope'],
    ['an unknown email', 'someone@example.com', LEGACY_DEMO_PASSWORD],
  ])(
    'refuses %s alike: 401 INVALID_CREDENTIALS, in the one error shape',
    async (_, email, password) => {
      const { client } = await startBackend(legacySignIn)
      const refused = await refusal(
        client.call(legacyLogin, { body: { email, password, organizationCode: 'MERIDIAN' } }),
      )
      expect(refused.status).toBe(401)
      expect(refused.body).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'The email or password is not right',
        errorCode: 'INVALID_CREDENTIALS',
      })
    },
  )

  it('answers 404 for a lender without a legacy sign-in', async () => {
    const { client } = await startBackend(legacySignIn)
    const error = await failure(
      client.call(legacyLogin, credentials(LEGACY_DEMO_PASSWORD, 'KESTREL')),
    )
    expect(error.status).toBe(404)
  })

  it('refuses a body the contract does not accept (no password) with a 400', async () => {
    await startBackend(legacySignIn)
    const response = await fetch(`http://sim.test/identity/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DANA, organizationCode: 'MERIDIAN' }),
    })
    expect(response.status).toBe(400)
  })
})

describe('the lock: five wrong tries, 15 minutes of the simulated clock', () => {
  it('locks at the fifth wrong try, refuses the right password while locked, and lets it in after', async () => {
    const { client, simulation } = await startBackend(legacySignIn)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await refusal(client.call(legacyLogin, credentials('wrong')))).errorCode).toBe(
        'INVALID_CREDENTIALS',
      )
    }
    const locked = await refusal(client.call(legacyLogin, credentials('wrong')))
    expect(locked).toMatchObject({ status: 423, errorCode: 'ACCOUNT_LOCKED' })
    expect(locked.body).toMatchObject({ code: 'LOCKED' })
    simulation.clock.advance(15 * MINUTE - 1)
    expect((await refusal(client.call(legacyLogin, credentials()))).status).toBe(423)
    simulation.clock.advance(1)
    expect((await client.call(legacyLogin, credentials())).token).toEqual(expect.any(String))
  })

  it('a right sign-in clears the wrong tries made before it', async () => {
    const { client } = await startBackend(legacySignInLocked)
    await client.call(legacyLogin, credentials())
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await refusal(client.call(legacyLogin, credentials('wrong')))).status).toBe(401)
    }
  })

  it('a story may start with wrong tries made: one more locks', async () => {
    const { client } = await startBackend(legacySignInLocked)
    expect((await refusal(client.call(legacyLogin, credentials('wrong')))).status).toBe(423)
  })
})

describe('two-factor: verifyLegacyTwoFactor', () => {
  async function pending() {
    const backend = await startBackend(legacySignInTwoFactor)
    const { token } = await backend.client.call(legacyLogin, credentials())
    return { ...backend, pendingToken: token }
  }

  it('holds the token back until the code is given: it reads its profile and nothing else', async () => {
    const { client, pendingToken, simulation } = await pending()
    expect(await client.call(getLegacyIdentity, { token: pendingToken })).toMatchObject({
      twoFactorEnabled: true,
      totpVerified: false,
    })
    expect((await failure(client.call(getProfile, { token: pendingToken }))).status).toBe(401)
    // Not a session the app could be handed either.
    expect(simulation.engine.currentToken()).toBeNull()
  })

  it('refuses a wrong code with 400 INVALID_CODE and takes the right one', async () => {
    const { client, pendingToken } = await pending()
    const wrong = await refusal(
      client.call(verifyLegacyTwoFactor, { body: { code: '111111' }, token: pendingToken }),
    )
    expect(wrong).toMatchObject({ status: 400, errorCode: 'INVALID_CODE' })
    expect(
      await client.call(verifyLegacyTwoFactor, {
        body: { code: LEGACY_DEMO_CODE },
        token: pendingToken,
      }),
    ).toEqual({ totpVerified: true })
    expect(await client.call(getLegacyIdentity, { token: pendingToken })).toMatchObject({
      twoFactorEnabled: true,
      totpVerified: true,
    })
    expect((await client.call(getProfile, { token: pendingToken })).name?.lastName).toBe(
      'Whitfield',
    )
  })

  it('counts wrong codes towards the lock: the fifth locks and ends the sign-in', async () => {
    const { client, pendingToken } = await pending()
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await refusal(
        client.call(verifyLegacyTwoFactor, { body: { code: '000000' }, token: pendingToken }),
      )
      expect(wrong.status).toBe(400)
    }
    const locked = await refusal(
      client.call(verifyLegacyTwoFactor, { body: { code: '000000' }, token: pendingToken }),
    )
    expect(locked).toMatchObject({ status: 423, errorCode: 'ACCOUNT_LOCKED' })
    expect((await failure(client.call(getLegacyIdentity, { token: pendingToken }))).status).toBe(
      401,
    )
    expect((await refusal(client.call(legacyLogin, credentials()))).status).toBe(423)
  })

  it('answers 409 when no code is awaited (a sign-in complete already)', async () => {
    const { client } = await startBackend(legacySignIn)
    const { token } = await client.call(legacyLogin, credentials())
    const error = await failure(
      client.call(verifyLegacyTwoFactor, { body: { code: '123456' }, token }),
    )
    expect(error.status).toBe(409)
  })

  it('refuses a code that is not six digits before it reaches the service', async () => {
    const { client, pendingToken } = await pending()
    await expect(
      client.call(verifyLegacyTwoFactor, { body: { code: '12345' }, token: pendingToken }),
    ).rejects.toThrow()
  })
})

describe('an expired password', () => {
  it('answers a token that reads the profile (passwordExpired) and nothing else', async () => {
    const { client } = await startBackend(legacySignInPasswordExpired)
    const { token } = await client.call(legacyLogin, credentials())
    expect(await client.call(getLegacyIdentity, { token })).toMatchObject({ passwordExpired: true })
    expect((await failure(client.call(getProfile, { token }))).status).toBe(401)
    expect(
      (await failure(client.call(verifyLegacyTwoFactor, { body: { code: '123456' }, token })))
        .status,
    ).toBe(409)
  })
})

describe('a legacy session and the identity broker', () => {
  it('has no broker profile (404, not 401), so the app reads the legacy profile beside it', async () => {
    const { client } = await startBackend(legacySignIn)
    const { token } = await client.call(legacyLogin, credentials())
    expect(
      (await failure(client.call(getBrokerProfile, { params: { audience: 'customer' }, token })))
        .status,
    ).toBe(404)
    expect((await client.call(getLegacyIdentity, { token })).uuid).toEqual(expect.any(String))
  })
})
