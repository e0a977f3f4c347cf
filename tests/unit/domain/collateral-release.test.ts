import { type CollateralReleaseResult, collateralReleaseResultSchema } from '@contract/collateral'
import { describe, expect, it } from 'vitest'
import {
  isInvalidAddressError,
  isReleaseStage,
  RELEASE_MESSAGES,
  releaseErrorMessage,
  releaseOutcome,
  returnAddressSchema,
} from '@/domain/collateral-release'

const PHONE = '(888) 555-0142'

describe('when a loan’s collateral can be released (refinance-release-shell §3, §4)', () => {
  it.each([
    ['COMPLETE', 'COLLATERAL_RELEASE', true],
    ['COMPLETE', 'FINAL', false],
    ['COMPLETE', 'ORIGINATING', false],
    ['MANUAL_FUNDING_RELEASE', 'COLLATERAL_RELEASE', false],
    ['WAITING_FOR_COLLATERAL', 'PROCESSING', false],
  ])('%s in stage %s: %s', (state, stage, expected) => {
    expect(isReleaseStage({ state, stage })).toBe(expected)
  })
})

describe('the return address field (§5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [' bc1qaddress ', true],
  ])('"%s" is %s, and trimmed', (typed, valid) => {
    const parsed = returnAddressSchema.safeParse(typed)
    expect(parsed.success).toBe(valid)
    if (parsed.success) expect(parsed.data).toBe('bc1qaddress')
    else expect(parsed.error.issues[0]?.message).toBe('Wallet address is required.')
  })
})

describe('what the screen says for each release result (§3)', () => {
  it.each<[CollateralReleaseResult, string, string | null]>([
    ['SUCCESS', 'sent', 'Release requested'],
    ['DUPLICATE_REQUEST', 'sent', 'Release already requested'],
    ['WITHDRAWAL_FAILED', 'not-sent', 'The release did not go through'],
    ['NO_COLLATERAL', 'not-sent', 'No collateral to release'],
    ['PENDING_TRANSACTIONS', 'not-sent', 'Transactions still in progress'],
    ['INVALID_ADDRESS', 'invalid-address', null],
  ])('%s: %s, "%s"', (result, kind, title) => {
    const outcome = releaseOutcome(result, PHONE)
    expect(outcome.kind).toBe(kind)
    if (outcome.kind === 'invalid-address') {
      expect(outcome.message).toBe('Invalid address entered - enter again')
    } else {
      expect(outcome.title).toBe(title)
      expect(outcome.message.length).toBeGreaterThan(0)
    }
  })

  it('has a message for every result of the enumeration', () => {
    for (const result of collateralReleaseResultSchema.options) {
      expect(() => releaseOutcome(result, PHONE)).not.toThrow()
    }
  })
})

describe('release errors (§8)', () => {
  it.each<[string, unknown, string]>([
    [
      'INVALID_RETURN_ADDRESS',
      { message: 'bad', errorCode: 'INVALID_RETURN_ADDRESS' },
      'Invalid address entered - enter again',
    ],
    ['another code', { message: 'x', errorCode: 'WALLET_LOCKED' }, RELEASE_MESSAGES.unexpected],
    ['no code', { message: 'Service unavailable' }, 'Something unexpected happened. Try again'],
    ['no body', undefined, 'Something unexpected happened. Try again'],
    ['a text body', 'Bad gateway', 'Something unexpected happened. Try again'],
  ])('%s: "%s"', (_name, body, message) => {
    expect(releaseErrorMessage(body)).toBe(message)
    expect(isInvalidAddressError(body)).toBe(message === RELEASE_MESSAGES.invalidAddress)
  })
})
