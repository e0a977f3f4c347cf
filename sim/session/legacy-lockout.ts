import { LEGACY_LOCKOUT } from '@/domain/legacy-sign-in'

/**
 * When the simulated legacy identity service locks an account (an assumption, recorded in
 * docs/decisions/0016): five wrong tries in a row, a wrong password or a wrong code alike, lock
 * sign-in for 15 minutes of the simulation's clock. A try while locked is refused and changes
 * nothing (the lock is not stretched); once the lock has run out, the count starts afresh; a
 * right sign-in clears it. Pure, so the rule is tested as a table.
 */

export const LOCKOUT_TRIES: number = LEGACY_LOCKOUT.tries
export const LOCKOUT_MS = LEGACY_LOCKOUT.minutes * 60_000

export interface LockoutState {
  failedAttempts: number
  /** Simulated ms until which sign-in is refused; null when not locked. */
  lockedUntil: number | null
}

export const UNLOCKED: LockoutState = { failedAttempts: 0, lockedUntil: null }

/** Whether a try at `now` is refused outright. */
export function isLocked(state: LockoutState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil
}

/** The state as a try at `now` finds it: a lock that has run out is gone, its count with it. */
export function lockoutAt(state: LockoutState, now: number): LockoutState {
  return state.lockedUntil !== null && now >= state.lockedUntil ? UNLOCKED : state
}

/** After a wrong password or code at `now`: one more wrong try; the fifth locks. */
export function afterWrongTry(state: LockoutState, now: number): LockoutState {
  const current = lockoutAt(state, now)
  if (isLocked(current, now)) return current
  const failedAttempts = current.failedAttempts + 1
  return {
    failedAttempts,
    lockedUntil: failedAttempts >= LOCKOUT_TRIES ? now + LOCKOUT_MS : null,
  }
}
