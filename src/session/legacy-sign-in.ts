import { legacyLogin, verifyLegacyTwoFactor } from '@contract/session'
import type { QueryClient } from '@tanstack/react-query'
import {
  currentUserOfLegacy,
  currentUserQueryOptions,
  type LegacyUserProfile,
  readLegacyProfile,
} from '@/api/queries/current-user'
import { profileKeys } from '@/api/query-keys'
import type { AppServices } from '@/api/services-context'
import { type CredentialsForm, nextSignInStep, oneTimeCodeOf } from '@/domain/legacy-sign-in'
import { removeStored } from '@/lib/storage'
import { refreshSession } from './session'

/**
 * Signing in on the legacy page (refinance-release-shell.md §2, §3, §4; docs/decisions/0016).
 * The password answers a token; the legacy profile read with it says what comes next. The
 * token is kept only once the sign-in is complete, where the broker's sign-in keeps it (the one
 * token entry of local storage), so a token waiting for its code, or one whose password has
 * expired, is never taken for a session.
 */

/** A sign-in whose password was right and whose code is still to give; its token not kept. */
export interface PendingSignIn {
  token: string
  profile: LegacyUserProfile
}

export type LegacySignInResult =
  | { step: 'signed-in'; profile: LegacyUserProfile }
  | { step: 'two-factor'; pending: PendingSignIn }
  | { step: 'password-expired' }

/** Keeps the token as the broker's sign-in does, and lets every screen see the borrower. */
async function keepSession(
  services: AppServices,
  queryClient: QueryClient,
  token: string,
  profile: LegacyUserProfile,
): Promise<void> {
  services.token.set(token)
  // A broker sign-in begun earlier in this tab is over: its nonce has nothing left to do.
  removeStored('pendingLogin')
  queryClient.removeQueries({ queryKey: profileKeys.users() })
  await refreshSession(queryClient)
  queryClient.setQueryData(currentUserQueryOptions().queryKey, currentUserOfLegacy(profile))
}

/** Reads the profile of a token whose password was right, and goes on as it says. */
async function continueWith(
  services: AppServices,
  queryClient: QueryClient,
  token: string,
): Promise<LegacySignInResult> {
  const profile = await readLegacyProfile(services.http, { token })
  const step = nextSignInStep(profile)
  if (step === 'password-expired') return { step }
  if (step === 'two-factor') return { step, pending: { token, profile } }
  await keepSession(services, queryClient, token, profile)
  return { step, profile }
}

/** Email and password, for this deployment's organisation. */
export async function signInWithPassword(
  services: AppServices,
  queryClient: QueryClient,
  { email, password }: CredentialsForm,
): Promise<LegacySignInResult> {
  const { http } = services
  const { token } = await http.call(legacyLogin, {
    body: { email: email.trim(), password, organizationCode: services.config.orgCode },
  })
  return continueWith(services, queryClient, token)
}

/** The code of a pending sign-in; the profile is read again, now verified. */
export async function signInWithCode(
  services: AppServices,
  queryClient: QueryClient,
  pending: PendingSignIn,
  typed: string,
): Promise<LegacySignInResult> {
  const code = oneTimeCodeOf(typed)
  if (code === null) throw new Error('A code of 6 digits is checked before it is sent')
  const { http } = services
  await http.call(verifyLegacyTwoFactor, { body: { code }, token: pending.token })
  return continueWith(services, queryClient, pending.token)
}
