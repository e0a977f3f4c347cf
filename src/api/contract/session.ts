import { z } from '@/lib/zod'
import { uuidSchema } from './common'
import { defineEndpoint } from './endpoint'

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
