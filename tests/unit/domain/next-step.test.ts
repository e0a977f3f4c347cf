import { applicationStateSchema } from '@contract/common'
import { describe, expect, it } from 'vitest'
import { isPolledState, NEXT_STEP_POLL, nextStepFor, shouldPollAgain } from '@/domain/next-step'

// core-journey.md §4, one row per state.
const table: [string, string][] = [
  ['FUNDABLE', 'complete'],
  ['COMPLETE', 'complete'],
  ['BORROWER_MICRO_DEPOSIT_CONFIRM', 'complete'],
  ['MANUAL_FUNDING_RELEASE', 'complete'],
  ['CRYPTO_FUNDING_VERIFY', 'complete'],
  ['BORROWER_DETAILS', 'details'],
  ['OFFER_SELECT', 'renew'],
  ['SOFT_CREDIT_FROZEN', 'credit-frozen'],
  ['SOFT_CREDIT_LOCKED', 'credit-locked'],
  ['SOFT_CREDIT_NO_MATCH', 'credit-no-match'],
  ['KYC_VERIFY', 'next-steps'],
  ['FINAL_STEPS', 'next-steps'],
  ['SIGN_DOCS', 'next-steps'],
  ['WAITING_FOR_COLLATERAL', 'next-steps'],
  ['PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER', 'next-steps'],
  ['DECLINED', 'decline'],
  ['CANCELLED', 'dashboard'],
  ['EXPIRED', 'dashboard'],
  ['SOMETHING_NEW', 'dashboard'],
  // Names on every object's prototype are states like any other unknown one.
  ['constructor', 'dashboard'],
  ['toString', 'dashboard'],
  ['APP_START', 'dashboard'],
  ['UNINITIALIZED_STATUS', 'dashboard'],
]

describe('nextStepFor', () => {
  it.each(table)('%s -> %s', (state, step) => {
    expect(nextStepFor(state)).toBe(step)
  })

  it('routes every known state somewhere', () => {
    for (const state of applicationStateSchema.options) {
      expect(nextStepFor(state)).toMatch(/^[a-z-]+$/)
    }
  })
})

describe('polling before routing', () => {
  it.each([
    ['ATTACH_PROFILE', true],
    ['GEN_APP_DISCLOSURES', true],
    ['SOFT_CREDIT', true],
    ['BORROWER_DETAILS', false],
    ['SOFT_CREDIT_FROZEN', false],
  ] as const)('%s polled: %s', (state, polled) => {
    expect(isPolledState(state)).toBe(polled)
  })

  it('polls up to 20 answers, 100 ms apart', () => {
    expect(NEXT_STEP_POLL).toEqual({ maxAttempts: 20, intervalMs: 100 })
    expect(shouldPollAgain('SOFT_CREDIT', 1)).toBe(true)
    expect(shouldPollAgain('SOFT_CREDIT', 19)).toBe(true)
    expect(shouldPollAgain('SOFT_CREDIT', 20)).toBe(false)
    expect(shouldPollAgain('KYC_VERIFY', 1)).toBe(false)
  })
})
