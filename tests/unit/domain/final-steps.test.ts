import type { FinalStepStatus, FinalStepsDashboard } from '@contract/borrowers'
import { applicationStateSchema } from '@contract/common'
import { describe, expect, it } from 'vitest'
import {
  canContinue,
  FINAL_STEP_NAMES,
  isIdentityInReview,
  isStepEnabled,
  nextStepsRedirect,
  shouldPollFinalSteps,
  shouldPollState,
  stepButtonText,
  stepCard,
  stepCards,
  withIdentityUploading,
} from '@/domain/final-steps'

type Statuses = [
  identity: FinalStepStatus,
  disbursement: FinalStepStatus,
  agreements: FinalStepStatus,
  collateral: FinalStepStatus,
]

function dashboard(
  [identity, disbursement, agreements, collateral]: Statuses,
  status: FinalStepStatus = 'IN_PROGRESS',
): FinalStepsDashboard {
  return {
    status,
    items: [
      { name: 'Verify Identity', status: identity },
      { name: 'Disbursement Account', status: disbursement },
      { name: 'Review Agreements', status: agreements },
      { name: 'Post Collateral', status: collateral },
    ],
  }
}

describe('which steps may be opened (core-journey §4)', () => {
  it.each([
    // The Disclosures step is enabled only in SIGN_DOCS.
    ['Review Agreements', 'SIGN_DOCS', true],
    ['Review Agreements', 'KYC_VERIFY', false],
    ['Review Agreements', 'FINAL_STEPS', false],
    ['Review Agreements', 'WAITING_FOR_COLLATERAL', false],
    // Post Collateral only in WAITING_FOR_COLLATERAL.
    ['Post Collateral', 'WAITING_FOR_COLLATERAL', true],
    ['Post Collateral', 'SIGN_DOCS', false],
    ['Post Collateral', 'FINAL_STEPS', false],
    // The spec restricts no other step.
    ['Verify Identity', 'KYC_VERIFY', true],
    ['Verify Identity', 'SIGN_DOCS', true],
    ['Disbursement Account', 'FINAL_STEPS', true],
    ['Disbursement Account', 'WAITING_FOR_COLLATERAL', true],
  ] as const)('%s in %s: %s', (name, state, enabled) => {
    expect(isStepEnabled(name, state)).toBe(enabled)
  })
})

describe('the step card button (core-journey §4)', () => {
  it.each([
    // COMPLETED shows Complete, enabled or not.
    ['Verify Identity', 'COMPLETED', true, 'Complete'],
    ['Review Agreements', 'COMPLETED', false, 'Complete'],
    // NOT_STARTED (or disabled) shows Start.
    ['Verify Identity', 'NOT_STARTED', true, 'Start'],
    ['Post Collateral', 'NOT_STARTED', false, 'Start'],
    ['Review Agreements', 'IN_PROGRESS', false, 'Start'],
    ['Post Collateral', 'PENDING', false, 'Start'],
    // IN_PROGRESS on disclosures shows Continue.
    ['Review Agreements', 'IN_PROGRESS', true, 'Continue'],
    // PENDING or IN_PROGRESS otherwise shows Processing.
    ['Review Agreements', 'PENDING', true, 'Processing'],
    ['Verify Identity', 'IN_PROGRESS', true, 'Processing'],
    ['Verify Identity', 'PENDING', true, 'Processing'],
    ['Disbursement Account', 'PENDING', true, 'Processing'],
    ['Post Collateral', 'IN_PROGRESS', true, 'Processing'],
    // NOT_REQUIRED is named by no rule: no button.
    ['Verify Identity', 'NOT_REQUIRED', true, null],
    ['Review Agreements', 'NOT_REQUIRED', false, null],
  ] as const)('%s %s (enabled %s) -> %s', (name, status, enabled, text) => {
    expect(stepButtonText(name, status, enabled)).toBe(text)
  })

  it.each([
    ['Verify Identity', 'NOT_STARTED', 'KYC_VERIFY', 'Start', true],
    ['Verify Identity', 'PENDING', 'KYC_VERIFY', 'Processing', false],
    ['Verify Identity', 'COMPLETED', 'SIGN_DOCS', 'Complete', false],
    ['Review Agreements', 'NOT_STARTED', 'SIGN_DOCS', 'Start', true],
    ['Review Agreements', 'IN_PROGRESS', 'SIGN_DOCS', 'Continue', true],
    ['Review Agreements', 'NOT_STARTED', 'FINAL_STEPS', 'Start', false],
    ['Post Collateral', 'NOT_STARTED', 'WAITING_FOR_COLLATERAL', 'Start', true],
    ['Post Collateral', 'NOT_STARTED', 'SIGN_DOCS', 'Start', false],
  ] as const)('%s %s in %s: %s, pressable %s', (name, status, state, text, actionable) => {
    const card = stepCard(name, status, state)
    expect(card.buttonText).toBe(text)
    expect(card.actionable).toBe(actionable)
  })

  it('lists the four cards in order, a step the lender omits as not started', () => {
    const cards = stepCards(
      { status: 'IN_PROGRESS', items: [{ name: 'Review Agreements', status: 'COMPLETED' }] },
      'FINAL_STEPS',
    )
    expect(cards.map((card) => [card.name, card.status])).toEqual([
      ['Verify Identity', 'NOT_STARTED'],
      ['Disbursement Account', 'NOT_STARTED'],
      ['Review Agreements', 'COMPLETED'],
      ['Post Collateral', 'NOT_STARTED'],
    ])
    expect(FINAL_STEP_NAMES).toHaveLength(4)
  })
})

describe('final-steps polling (core-journey §4)', () => {
  it.each<[string, Statuses, boolean]>([
    // Any item PENDING or IN_PROGRESS.
    ['identity pending', ['PENDING', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], true],
    ['identity in progress', ['IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], true],
    ['disbursement pending', ['COMPLETED', 'PENDING', 'NOT_STARTED', 'NOT_STARTED'], true],
    ['agreements in progress', ['COMPLETED', 'COMPLETED', 'IN_PROGRESS', 'NOT_STARTED'], true],
    ['collateral pending', ['COMPLETED', 'COMPLETED', 'COMPLETED', 'PENDING'], true],
    // Identity NOT_REQUIRED or COMPLETED, agreements and disbursement COMPLETED.
    ['identity done, the rest done', ['COMPLETED', 'COMPLETED', 'COMPLETED', 'NOT_STARTED'], true],
    ['identity not required', ['NOT_REQUIRED', 'COMPLETED', 'COMPLETED', 'NOT_STARTED'], true],
    // Otherwise no polling.
    ['nothing started', ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], false],
    ['identity done only', ['COMPLETED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], false],
    ['agreements not signed', ['COMPLETED', 'COMPLETED', 'NOT_STARTED', 'NOT_STARTED'], false],
    ['no disbursement account', ['NOT_REQUIRED', 'NOT_STARTED', 'COMPLETED', 'NOT_STARTED'], false],
    ['identity not started', ['NOT_STARTED', 'COMPLETED', 'COMPLETED', 'NOT_STARTED'], false],
  ])('%s: %s', (_label, statuses, polls) => {
    expect(shouldPollFinalSteps(dashboard(statuses))).toBe(polls)
  })

  it.each([
    [true, 'SIGN_DOCS', true],
    [true, undefined, true],
    [true, 'COMPLETE', false],
    [false, 'SIGN_DOCS', false],
  ] as const)('state polling on %s in %s: %s', (polling, state, polls) => {
    expect(shouldPollState(state, polling)).toBe(polls)
  })
})

describe('Continue and the ID in Review warning (core-journey §2)', () => {
  it.each<[FinalStepStatus, boolean]>([
    ['COMPLETED', true],
    ['IN_PROGRESS', false],
    ['PENDING', false],
    ['NOT_STARTED', false],
    ['NOT_REQUIRED', false],
  ])('overall %s: Continue enabled %s', (status, enabled) => {
    const allDone = dashboard(['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED'], status)
    expect(canContinue(allDone)).toBe(enabled)
  })

  it.each<[FinalStepStatus, boolean]>([
    ['PENDING', true],
    ['IN_PROGRESS', false],
    ['NOT_STARTED', false],
    ['COMPLETED', false],
    ['NOT_REQUIRED', false],
  ])('identity %s: in review %s', (identity, inReview) => {
    const checklist = dashboard([identity, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'])
    expect(isIdentityInReview(checklist)).toBe(inReview)
  })
})

describe('optimistic identity upload (core-journey §4)', () => {
  it('sets Verify Identity to IN_PROGRESS and leaves the other steps alone', () => {
    const before = dashboard(['NOT_STARTED', 'COMPLETED', 'NOT_STARTED', 'NOT_STARTED'])
    const after = withIdentityUploading(before)
    expect(after.items).toEqual([
      { name: 'Verify Identity', status: 'IN_PROGRESS' },
      { name: 'Disbursement Account', status: 'COMPLETED' },
      { name: 'Review Agreements', status: 'NOT_STARTED' },
      { name: 'Post Collateral', status: 'NOT_STARTED' },
    ])
    expect(before.items[0]?.status).toBe('NOT_STARTED')
  })

  it('adds the step when the lender did not list it', () => {
    const after = withIdentityUploading({ status: 'NOT_STARTED', items: [] })
    expect(after.items).toEqual([{ name: 'Verify Identity', status: 'IN_PROGRESS' }])
  })
})

describe('where next-steps sends a state (core-journey §4)', () => {
  it.each([
    ['DECLINED', 'decline'],
    ['SOFT_CREDIT_FROZEN', 'credit-frozen'],
    ['SOFT_CREDIT_LOCKED', 'credit-locked'],
    ['SOFT_CREDIT_NO_MATCH', 'credit-no-match'],
    ['CANCELLED', 'dashboard'],
    ['FUNDABLE', 'complete'],
    ['COMPLETE', 'complete'],
    ['BORROWER_MICRO_DEPOSIT_CONFIRM', 'complete'],
    ['MANUAL_FUNDING_RELEASE', 'complete'],
    ['CRYPTO_FUNDING_VERIFY', 'complete'],
    // The states of the checklist stay.
    ['KYC_VERIFY', null],
    ['FINAL_STEPS', null],
    ['SIGN_DOCS', null],
    ['WAITING_FOR_COLLATERAL', null],
    ['PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER', null],
  ] as const)('%s -> %s', (state, step) => {
    expect(nextStepsRedirect(state)).toBe(step)
  })

  it('names no other destination for any known state', () => {
    const allowed = new Set([
      null,
      'decline',
      'credit-frozen',
      'credit-locked',
      'credit-no-match',
      'dashboard',
      'complete',
    ])
    for (const state of applicationStateSchema.options) {
      expect(allowed.has(nextStepsRedirect(state))).toBe(true)
    }
    expect(nextStepsRedirect('BORROWER_DETAILS')).toBeNull()
  })
})
