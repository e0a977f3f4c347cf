import type { ApplicationState } from '@contract/common'
import { describe, expect, it } from 'vitest'
import {
  belongsOnComplete,
  completeStanding,
  completeStepIndex,
  completeSteps,
} from '@/domain/complete-stepper'

const us = { isInternational: false, isRollForward: false, collateralDue: false }
const international = { isInternational: true, isRollForward: false, collateralDue: false }
const renewalDue = { isInternational: false, isRollForward: true, collateralDue: true }
const renewalNotDue = { isInternational: false, isRollForward: true, collateralDue: false }

describe('the complete stepper index (core-journey §4)', () => {
  // state, US, international, renewal with collateral due, renewal without
  it.each<[ApplicationState, number, number, number, number]>([
    ['COMPLETE', 2, 3, 2, 1],
    ['MANUAL_FUNDING_RELEASE', 1, 2, 1, 1],
    ['CRYPTO_FUNDING_VERIFY', 1, 1, 1, 1],
    ['BORROWER_MICRO_DEPOSIT_CONFIRM', 1, 1, 1, 1],
    ['FUNDABLE', 0, 0, 0, 0],
    ['WAITING_FOR_COLLATERAL', 0, 0, 0, 0],
    ['SIGN_DOCS', 0, 0, 0, 0],
  ])('%s: US %i, international %i, renewal due %i, renewal not due %i', (state, a, b, c, d) => {
    expect(completeStepIndex(state, us)).toBe(a)
    expect(completeStepIndex(state, international)).toBe(b)
    expect(completeStepIndex(state, renewalDue)).toBe(c)
    expect(completeStepIndex(state, renewalNotDue)).toBe(d)
  })

  it('treats a state it does not know as the first step', () => {
    expect(completeStepIndex('SOMETHING_NEW', international)).toBe(0)
  })
})

describe('the complete stepper steps (core-journey §2)', () => {
  it.each([
    ['a US loan', us, ['Application Complete', 'Collateral Received', 'Funds Disbursed']],
    [
      'an international loan',
      international,
      ['Application Complete', 'Collateral Received', 'Disbursement Verified', 'Funds Disbursed'],
    ],
    [
      'a renewal with collateral due',
      renewalDue,
      ['Application Complete', 'Collateral Received', 'Loan Renewed'],
    ],
    ['a renewal without collateral due', renewalNotDue, ['Application Complete', 'Loan Renewed']],
    [
      'an international renewal (no wallet verification)',
      { ...renewalNotDue, isInternational: true },
      ['Application Complete', 'Loan Renewed'],
    ],
  ])('for %s', (_name, variant, steps) => {
    expect(completeSteps(variant)).toEqual(steps)
  })

  it.each<[string, boolean]>([
    ['WAITING_FOR_COLLATERAL', true],
    ['FUNDABLE', true],
    ['BORROWER_MICRO_DEPOSIT_CONFIRM', true],
    ['COMPLETE', true],
    ['CANCELLED', false],
    ['EXPIRED', false],
    ['DECLINED', false],
    ['FINAL_STEPS', false],
  ])('keeps %s on the complete page: %s', (state, expected) => {
    expect(belongsOnComplete(state)).toBe(expected)
  })

  it('keeps a renewal fresh from its agreements (SIGN_DOCS) there, but not a new loan', () => {
    expect(belongsOnComplete('SIGN_DOCS', true)).toBe(true)
    expect(belongsOnComplete('SIGN_DOCS', false)).toBe(false)
  })
})

/** ✓ done, > under way, . to come: one mark per step, in the stepper's order. */
const marks = (state: ApplicationState, variant: typeof us) =>
  completeStanding(state, variant)
    .steps.map((step) => ({ done: '✓', current: '>', upcoming: '.' })[step.progress])
    .join('')

describe('where the finish page stands: one rule for its stepper and its heading', () => {
  // state, then the stepper of a US loan, an international loan, a renewal with collateral due
  // and one without. Application Complete is done on arrival; the last step only at COMPLETE.
  it.each<[ApplicationState, string, string, string, string]>([
    ['SIGN_DOCS', '✓>.', '✓>..', '✓>.', '✓>'],
    ['WAITING_FOR_COLLATERAL', '✓>.', '✓>..', '✓>.', '✓>'],
    ['FUNDABLE', '✓>.', '✓>..', '✓>.', '✓>'],
    ['CRYPTO_FUNDING_VERIFY', '✓✓>', '✓✓>.', '✓✓>', '✓>'],
    ['BORROWER_MICRO_DEPOSIT_CONFIRM', '✓✓>', '✓✓>.', '✓✓>', '✓>'],
    ['MANUAL_FUNDING_RELEASE', '✓✓>', '✓✓✓>', '✓✓>', '✓>'],
    ['COMPLETE', '✓✓✓', '✓✓✓✓', '✓✓✓', '✓✓'],
  ])('%s: US %s, international %s, renewal due %s, renewal not due %s', (state, a, b, c, d) => {
    expect(marks(state, us)).toBe(a)
    expect(marks(state, international)).toBe(b)
    expect(marks(state, renewalDue)).toBe(c)
    expect(marks(state, renewalNotDue)).toBe(d)
  })

  it('names the furthest step done and the one under way, none once COMPLETE', () => {
    expect(completeStanding('MANUAL_FUNDING_RELEASE', international)).toMatchObject({
      reached: 'Disbursement Verified',
      underWay: 'Funds Disbursed',
    })
    expect(completeStanding('COMPLETE', renewalDue)).toMatchObject({
      reached: 'Loan Renewed',
      underWay: null,
    })
  })
})
