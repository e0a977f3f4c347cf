import {
  afterWrongTry,
  isLocked,
  LOCKOUT_MS,
  LOCKOUT_TRIES,
  type LockoutState,
  lockoutAt,
} from '@sim/session/legacy-lockout'
import { describe, expect, it } from 'vitest'

const T = 1_000_000
const MINUTE = 60_000
const state = (failedAttempts: number, lockedUntil: number | null = null): LockoutState => ({
  failedAttempts,
  lockedUntil,
})

describe('the simulated legacy service’s lock (docs/decisions/0016)', () => {
  it('is five wrong tries and 15 minutes', () => {
    expect(LOCKOUT_TRIES).toBe(5)
    expect(LOCKOUT_MS).toBe(15 * MINUTE)
  })

  it.each([
    ['the first wrong try', state(0), T, state(1)],
    ['the fourth', state(3), T, state(4)],
    ['the fifth locks for 15 minutes', state(4), T, state(5, T + 15 * MINUTE)],
    ['a try while locked changes nothing', state(5, T + MINUTE), T, state(5, T + MINUTE)],
    ['a lock run out starts the count afresh', state(5, T), T, state(1)],
    ['a lock run out long ago too', state(5, T - 60 * MINUTE), T, state(1)],
  ])('%s', (_, before, now, after) => {
    expect(afterWrongTry(before, now)).toEqual(after)
  })

  it.each([
    [state(4), T, false],
    [state(5, T + 1), T, true],
    [state(5, T + 15 * MINUTE), T + 15 * MINUTE - 1, true],
    [state(5, T + 15 * MINUTE), T + 15 * MINUTE, false],
  ])('%j at %s is locked: %s', (given, now, locked) => {
    expect(isLocked(given, now)).toBe(locked)
  })

  it('a lock that has run out is gone when the next try finds it', () => {
    expect(lockoutAt(state(5, T), T)).toEqual(state(0))
    expect(lockoutAt(state(5, T + 1), T)).toEqual(state(5, T + 1))
    expect(lockoutAt(state(3), T)).toEqual(state(3))
  })
})
