import { uuidSchema } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/**
 * Sign-in through the identity broker, or the legacy identity service.
 * `:audience` is `customer` for borrowers and `agent` for portfolio managers.
 */

export const audienceSchema = z.enum(['customer', 'agent'])
export type Audience = z.infer<typeof audienceSchema>

export const brokerProfileSchema = z.object({
  uuid: uuidSchema,
  organizationCode: z.string().check(z.minLength(1)),
  profileType: z.string().check(z.minLength(1)),
  email: z.string(),
  updatedAt: z.string(),
  isManageable: z.boolean(),
  isBroker: z.literal(true),
  activeLegacyCustomerOrgs: z.array(z.string()),
  wallet: z.object({
    accountAddress: z.nullable(z.string()),
    groupPolicyAddress: z.nullable(z.string()),
  }),
})
export type BrokerProfile = z.infer<typeof brokerProfileSchema>

export const getBrokerProfile = defineEndpoint({
  id: 'getBrokerProfile',
  service: 'identityBroker',
  method: 'GET',
  path: '/identity-broker/:audience/secure/api/v3/self/figureinfo',
  secure: true,
  response: brokerProfileSchema,
})

/** The legacy identity answer; wallet addresses travel in the x-addr and x-grp headers. */
export const legacyIdentitySchema = z.object({
  uuid: uuidSchema,
  organizationCode: z.string().check(z.minLength(1)),
  profileType: z.string().check(z.minLength(1)),
  aliases: z.array(z.object({ type: z.string().check(z.minLength(1)), value: z.string() })),
  updatedDate: z.string(),
  twoFactorEnabled: z.boolean(),
  passwordExpired: z.boolean(),
  totpVerified: z.boolean(),
})

export const getLegacyIdentity = defineEndpoint({
  id: 'getLegacyIdentity',
  service: 'identity',
  method: 'GET',
  path: '/identity/secure/api/v1/identity',
  secure: true,
  response: legacyIdentitySchema,
})

const redirectSchema = z.object({ redirect: z.string().check(z.minLength(1)) })

export const brokerLogin = defineEndpoint({
  id: 'brokerLogin',
  service: 'identityBroker',
  method: 'POST',
  path: '/identity-broker/:audience/api/v3/login',
  secure: false,
  query: z.looseObject({ telemetryTrackingId: z.optional(z.string()) }),
  response: redirectSchema,
})

export const brokerLogout = defineEndpoint({
  id: 'brokerLogout',
  service: 'identityBroker',
  method: 'POST',
  path: '/identity-broker/:audience/secure/api/v3/logout',
  secure: true,
  response: redirectSchema,
})

/**
 * Assumption: the legacy sign-in (refinance-release-shell.md §2's /auth/login, §3's legacy
 * profile) is not shown as calls. The legacy identity service takes the email, password and the
 * organisation, and answers a token; what the token may do next the legacy profile says
 * (twoFactorEnabled with totpVerified, passwordExpired), read with it from getLegacyIdentity.
 */
export const legacyLogin = defineEndpoint({
  id: 'legacyLogin',
  service: 'identity',
  method: 'POST',
  path: '/identity/api/v1/login',
  secure: false,
  body: z.object({
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
    password: z.string().check(z.minLength(1), z.maxLength(256)),
    organizationCode: z.string().check(z.minLength(1)),
  }),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
})

/**
 * Assumption: a six-digit code from the borrower's authenticator app verifies the sign-in of
 * a token whose profile has two-factor on; the answer says the code was verified.
 */
export const verifyLegacyTwoFactor = defineEndpoint({
  id: 'verifyLegacyTwoFactor',
  service: 'identity',
  method: 'POST',
  path: '/identity/secure/api/v1/identity/totp/verify',
  secure: true,
  body: z.object({ code: z.string().check(z.regex(/^\d{6}$/)) }),
  response: z.object({ totpVerified: z.literal(true) }),
})

/** Why the legacy identity service refused a sign-in, where a screen tells refusals apart. */
export const LEGACY_SIGN_IN_ERRORS = {
  /** The email and password match no account (the service does not say which is wrong). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The two-factor code is not the one expected. */
  invalidCode: 'INVALID_CODE',
  /** Too many wrong tries: the account is locked for a while. */
  accountLocked: 'ACCOUNT_LOCKED',
} as const

/**
 * Assumption: a refused legacy sign-in carries, beside the usual message, the reason in
 * errorCode: 401 INVALID_CREDENTIALS, 400 INVALID_CODE, 423 ACCOUNT_LOCKED.
 */
export const legacySignInErrorSchema = z.object({
  message: z.string(),
  errorCode: z.optional(z.string()),
})
