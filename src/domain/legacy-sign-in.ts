import { LEGACY_SIGN_IN_ERRORS, legacySignInErrorSchema } from '@contract/session'
import { z } from '@contract/zod'

/**
 * The legacy sign-in at /auth/login (refinance-release-shell.md §2, §3, §4; docs/decisions/0016):
 * what the form accepts, where the legacy profile sends a sign-in next, and which refusal the
 * legacy identity service gave. Pure, so each rule is tested as a table.
 */

/** The wrong tries after which the service locks the account, and for how long. */
export const LEGACY_LOCKOUT = { tries: 5, minutes: 15 } as const

export const LEGACY_SIGN_IN_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter your email address in the format name@example.com',
  passwordRequired: 'Enter your password',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'Enter the code as 6 digits, like 123456',
  wrongCredentials: `The email or password is not right. Check both and try again. After ${LEGACY_LOCKOUT.tries} wrong tries, sign-in is locked for ${LEGACY_LOCKOUT.minutes} minutes.`,
  wrongCode:
    'That code is not right. Enter the code your authenticator app shows now; codes change every 30 seconds.',
  codeTimedOut: 'Your sign-in timed out before the code was entered. Enter your password again.',
  locked: `Sign-in is locked for ${LEGACY_LOCKOUT.minutes} minutes after ${LEGACY_LOCKOUT.tries} wrong tries. Try again later, or set a new password.`,
} as const

/** An email address as a person types it: trimmed, something@something.something. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

/** The six digits of a one-time code as typed ('123 456', '123-456'), or null if it is not one. */
export function oneTimeCodeOf(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The email field's one message, or null when it holds an email address. */
export function emailError(value: string): string | null {
  if (value.trim() === '') return LEGACY_SIGN_IN_MESSAGES.emailRequired
  return isEmailAddress(value) ? null : LEGACY_SIGN_IN_MESSAGES.emailInvalid
}

/** The code field's one message, or null when it holds six digits. */
export function codeError(value: string): string | null {
  if (value.trim() === '') return LEGACY_SIGN_IN_MESSAGES.codeRequired
  return oneTimeCodeOf(value) === null ? LEGACY_SIGN_IN_MESSAGES.codeInvalid : null
}

export const credentialsFormSchema = z.object({
  email: z.string().check(
    z.superRefine((value, ctx) => {
      const message = emailError(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
  // A password is sent as typed: spaces may be part of it.
  password: z.string().check(z.minLength(1, LEGACY_SIGN_IN_MESSAGES.passwordRequired)),
})
export type CredentialsForm = z.infer<typeof credentialsFormSchema>

export const codeFormSchema = z.object({
  code: z.string().check(
    z.superRefine((value, ctx) => {
      const message = codeError(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
})
export type CodeForm = z.infer<typeof codeFormSchema>

/** What the legacy profile says of a sign-in that gave the right password. */
export interface LegacySignInFlags {
  twoFactorEnabled: boolean
  totpVerified: boolean
  passwordExpired: boolean
}

export type LegacySignInStep = 'password-expired' | 'two-factor' | 'signed-in'

/**
 * Where a sign-in goes once the password was right: an expired password is set anew first (at
 * the lender's page, before any code is asked); two-factor asks its code until it is verified;
 * otherwise the borrower is signed in.
 */
export function nextSignInStep(flags: LegacySignInFlags): LegacySignInStep {
  if (flags.passwordExpired) return 'password-expired'
  if (flags.twoFactorEnabled && !flags.totpVerified) return 'two-factor'
  return 'signed-in'
}

export type LegacyRefusal = 'invalid-credentials' | 'invalid-code' | 'locked'

/**
 * The refusal a failed sign-in call carries, by the service's error code (or its status where
 * it gives none); null for any other failure (the connection, the servers), which is worded by
 * what failed.
 */
export function legacyRefusalOf(status: number, body: unknown): LegacyRefusal | null {
  const errorCode = legacySignInErrorSchema.safeParse(body).data?.errorCode
  if (errorCode === LEGACY_SIGN_IN_ERRORS.accountLocked || status === 423) return 'locked'
  if (errorCode === LEGACY_SIGN_IN_ERRORS.invalidCode) return 'invalid-code'
  if (errorCode === LEGACY_SIGN_IN_ERRORS.invalidCredentials || status === 401)
    return 'invalid-credentials'
  return null
}
