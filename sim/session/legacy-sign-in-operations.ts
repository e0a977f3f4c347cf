import { LEGACY_SIGN_IN_ERRORS } from '@contract/session'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord, LegacyAccount } from '../core/models'
import { conflict, notFound, SimError } from '../core/sim-error'
import { afterWrongTry, isLocked, type LockoutState, lockoutAt, UNLOCKED } from './legacy-lockout'
import type { createSessionOperations } from './session-operations'

/**
 * The lender's legacy identity service (docs/decisions/0016): email and password answer a
 * token; where two-factor is on, or the password has expired, the token is held back (it reads
 * the legacy profile, nothing else) until the code is given; five wrong tries lock sign-in for
 * 15 simulated minutes. Refusals carry the reason in errorCode, as the contract assumes.
 */

const invalidCredentials = () =>
  new SimError(401, 'The email or password is not right', LEGACY_SIGN_IN_ERRORS.invalidCredentials)
const invalidCode = () =>
  new SimError(400, 'The code is not right', LEGACY_SIGN_IN_ERRORS.invalidCode)
const locked = () =>
  new SimError(
    423,
    'Sign-in is locked after too many wrong tries',
    LEGACY_SIGN_IN_ERRORS.accountLocked,
  )

type Sessions = ReturnType<typeof createSessionOperations>

export function createLegacySignInOperations(context: EngineContext, sessions: Sessions) {
  const { collections, clock } = context

  /** The borrower holding a legacy account by this email, whatever its case. */
  function accountHolder(email: string): (BorrowerRecord & { legacySignIn: LegacyAccount }) | null {
    const wanted = email.trim().toLowerCase()
    const found = collections.borrowers
      .all()
      .find((borrower) => borrower.legacySignIn && borrower.email.toLowerCase() === wanted)
    return found?.legacySignIn ? (found as BorrowerRecord & { legacySignIn: LegacyAccount }) : null
  }

  async function saveLockout(borrower: BorrowerRecord, lockout: LockoutState): Promise<void> {
    await collections.borrowers.update((q) => q.where({ uuid: borrower.uuid }), {
      data(draft) {
        if (draft.legacySignIn) {
          draft.legacySignIn.failedAttempts = lockout.failedAttempts
          draft.legacySignIn.lockedUntil = lockout.lockedUntil
        }
      },
    })
    context.changed()
  }

  /** Counts a wrong try; answers the refusal to give (locked by the fifth). */
  async function wrongTry(
    borrower: BorrowerRecord & { legacySignIn: LegacyAccount },
    refusal: SimError,
  ) {
    const next = afterWrongTry(borrower.legacySignIn, clock.now())
    await saveLockout(borrower, next)
    return isLocked(next, clock.now()) ? locked() : refusal
  }

  return {
    /** POST /identity/api/v1/login: a token, held back while a code or a new password is due. */
    async legacyLogin({
      email,
      password,
      organizationCode,
    }: {
      email: string
      password: string
      organizationCode: string
    }): Promise<{ token: string }> {
      const organisation = collections.organisations.findFirst((q) =>
        q.where({ orgCode: organizationCode }),
      )
      if (!organisation?.legacySignIn) {
        throw notFound(`${organizationCode} has no legacy sign-in`)
      }
      const borrower = accountHolder(email)
      // An unknown email is refused as a wrong password is: the service does not say which.
      if (!borrower) throw invalidCredentials()
      const now = clock.now()
      const lockout = lockoutAt(borrower.legacySignIn, now)
      if (isLocked(lockout, now)) throw locked()
      if (password !== borrower.legacySignIn.password)
        throw await wrongTry(borrower, invalidCredentials())
      await saveLockout(borrower, UNLOCKED)
      const account = borrower.legacySignIn
      const awaiting = account.passwordExpired
        ? ('NEW_PASSWORD' as const)
        : account.twoFactorCode !== null
          ? ('CODE' as const)
          : null
      return { token: await sessions.issueToken(borrower.uuid, { kind: 'LEGACY', awaiting }) }
    },

    /** POST /identity/secure/api/v1/identity/totp/verify: the code of a sign-in awaiting one. */
    async verifyLegacyTwoFactor(
      token: string | null,
      code: string,
    ): Promise<{ totpVerified: true }> {
      const session = sessions.liveSession(token)
      if (session?.awaiting !== 'CODE') throw conflict('No sign-in is waiting for a code')
      const borrower = collections.borrowers.findFirst((q) =>
        q.where({ uuid: session.borrowerUuid }),
      )
      if (!borrower?.legacySignIn) throw conflict('No sign-in is waiting for a code')
      const holder = borrower as BorrowerRecord & { legacySignIn: LegacyAccount }
      const now = clock.now()
      if (isLocked(lockoutAt(holder.legacySignIn, now), now)) {
        sessions.endSession(session.token)
        throw locked()
      }
      if (code !== holder.legacySignIn.twoFactorCode) {
        const refusal = await wrongTry(holder, invalidCode())
        // Locked by this try: the sign-in it belonged to is over.
        if (refusal.status === 423) sessions.endSession(session.token)
        throw refusal
      }
      await saveLockout(holder, UNLOCKED)
      await collections.sessions.update((q) => q.where({ token: session.token }), {
        data(draft) {
          draft.awaiting = null
        },
      })
      context.changed()
      return { totpVerified: true }
    },

    /** The legacy accounts of the world, for the demo panel and the sign-in notes of QA. */
    legacyAccounts() {
      const now = clock.now()
      return collections.borrowers.all().flatMap((borrower) => {
        const account = borrower.legacySignIn
        if (!account) return []
        const lockout = lockoutAt(account, now)
        return [
          {
            email: borrower.email,
            password: account.password,
            twoFactorCode: account.twoFactorCode,
            passwordExpired: account.passwordExpired,
            failedAttempts: lockout.failedAttempts,
            lockedUntil: isLocked(lockout, now) ? lockout.lockedUntil : null,
          },
        ]
      })
    },
  }
}
export type LegacySignInOperations = ReturnType<typeof createLegacySignInOperations>

export type LegacyAccountFacts = ReturnType<LegacySignInOperations['legacyAccounts']>[number]

function simulatedClockTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
}

/**
 * One line for QA about a borrower who signs in on the legacy page (docs/decisions/0016): the
 * story's demo password, the code their authenticator shows, and where the lock stands.
 */
export function describeLegacyAccount(account: LegacyAccountFacts): string {
  const parts = [`${account.email}: password "${account.password}"`]
  if (account.twoFactorCode) parts.push(`authenticator code ${account.twoFactorCode}`)
  if (account.passwordExpired) parts.push('password expired')
  if (account.lockedUntil !== null)
    parts.push(`locked until ${simulatedClockTime(account.lockedUntil)} (simulated UTC)`)
  else if (account.failedAttempts > 0)
    parts.push(
      `${account.failedAttempts} wrong ${account.failedAttempts === 1 ? 'try' : 'tries'} of 5`,
    )
  return parts.join(' · ')
}
