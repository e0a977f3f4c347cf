import {
  type Audience,
  getBrokerProfile,
  getLegacyIdentity,
  type legacyIdentitySchema,
} from '@contract/session'
import type { z } from '@contract/zod'
import { UserNotFoundError } from '@/api/api-error'
import type { HttpClient } from '@/api/http-client'
import { profileKeys } from '@/api/query-keys'
import { keptForTheSession } from './read-kinds'

/** Who is signed in, as the screens need it: the identity uuid names the borrower in calls. */
export interface CurrentUser {
  uuid: string
  email: string
  /** The broker/wholesale variant (refinance-release-shell.md §6): forces web handling. */
  isBroker: boolean
  wallet: { accountAddress: string | null; groupPolicyAddress: string | null }
}

/**
 * The user profile in its legacy shape (refinance-release-shell.md §3): the legacy identity's
 * fields, the email taken from the alias of type Email, updatedAt from its updated date, and
 * the wallet addresses from the answer's x-addr and x-grp headers.
 */
export interface LegacyUserProfile {
  uuid: string
  organizationCode: string
  profileType: string
  email: string
  updatedAt: string
  twoFactorEnabled: boolean
  aliases: { type: string; value: string }[]
  passwordExpired: boolean
  totpVerified: boolean
  wallet: CurrentUser['wallet']
  isBroker: false
}

export function legacyUserProfile(
  identity: z.infer<typeof legacyIdentitySchema>,
  headers: Pick<Headers, 'get'> | null,
): LegacyUserProfile {
  return {
    uuid: identity.uuid,
    organizationCode: identity.organizationCode,
    profileType: identity.profileType,
    email: identity.aliases.find((alias) => alias.type === 'Email')?.value ?? '',
    updatedAt: identity.updatedDate,
    twoFactorEnabled: identity.twoFactorEnabled,
    aliases: identity.aliases,
    passwordExpired: identity.passwordExpired,
    totpVerified: identity.totpVerified,
    wallet: {
      accountAddress: headers?.get('x-addr') ?? null,
      groupPolicyAddress: headers?.get('x-grp') ?? null,
    },
    isBroker: false,
  }
}

/**
 * Reads the legacy profile: of the kept token, or of `token` (a sign-in not complete yet).
 */
export async function readLegacyProfile(
  http: HttpClient,
  { signal, token }: { signal?: AbortSignal; token?: string } = {},
): Promise<LegacyUserProfile> {
  let headers: Headers | null = null
  const identity = await http.call(getLegacyIdentity, {
    ...(signal ? { signal } : {}),
    ...(token ? { token } : {}),
    readHeaders: (answered) => {
      headers = answered
    },
  })
  return legacyUserProfile(identity, headers)
}

/** Who is signed in, from the legacy profile. */
export function currentUserOfLegacy({ uuid, email, wallet }: LegacyUserProfile): CurrentUser {
  return { uuid, email, isBroker: false, wallet }
}

/**
 * The broker profile and the legacy identity are asked together, the broker's answer first;
 * when neither answers, 'User not found' (refinance-release-shell.md §7, §8).
 */
export function currentUserQueryOptions(audience: Audience = 'customer') {
  return keptForTheSession(
    profileKeys.user(audience),
    async (http, signal): Promise<CurrentUser> => {
      const [broker, legacy] = await Promise.allSettled([
        http.call(getBrokerProfile, { params: { audience }, signal }),
        readLegacyProfile(http, { signal }),
      ])
      if (broker.status === 'fulfilled') {
        const { uuid, email, wallet } = broker.value
        return { uuid, email, isBroker: true, wallet }
      }
      if (legacy.status === 'fulfilled') return currentUserOfLegacy(legacy.value)
      throw new UserNotFoundError()
    },
  )
}
