import { describe, expect, it } from 'vitest'
import type { ApplicationState } from '@/api/contract/common'
import {
  belongsOnComplete,
  completeStepIndex,
  completeSteps,
  stepProgress,
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

  it('marks steps before the index done and the one at it current', () => {
    expect(stepProgress('CRYPTO_FUNDING_VERIFY', international)).toEqual([
      { name: 'Application Complete', progress: 'done' },
      { name: 'Collateral Received', progress: 'current' },
      { name: 'Disbursement Verified', progress: 'upcoming' },
      { name: 'Funds Disbursed', progress: 'upcoming' },
    ])
    expect(stepProgress('MANUAL_FUNDING_RELEASE', international).map((step) => step.name)).toEqual([
      'Application Complete',
      'Collateral Received',
      'Disbursement Verified',
      'Funds Disbursed',
    ])
    expect(stepProgress('MANUAL_FUNDING_RELEASE', us)).toEqual([
      { name: 'Application Complete', progress: 'done' },
      { name: 'Collateral Received', progress: 'current' },
      { name: 'Funds Disbursed', progress: 'upcoming' },
    ])
    expect(stepProgress('FUNDABLE', us).map((step) => step.progress)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ])
  })

  it('marks every step done once COMPLETE, the renewal whose index points at its last too', () => {
    for (const variant of [us, international, renewalDue, renewalNotDue]) {
      expect(stepProgress('COMPLETE', variant).every((step) => step.progress === 'done')).toBe(true)
    }
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
