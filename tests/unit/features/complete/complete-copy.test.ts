import type { ApplicationState } from '@contract/common'
import { describe, expect, it } from 'vitest'
import { belongsOnComplete, completeStanding, type StepperVariant } from '@/domain/complete-stepper'
import { completeCopy } from '@/features/complete/complete-copy'

const us = { isInternational: false, isRollForward: false, collateralDue: false }
const international = { isInternational: true, isRollForward: false, collateralDue: false }
const renewalDue = { isInternational: false, isRollForward: true, collateralDue: true }
const renewalNotDue = { isInternational: false, isRollForward: true, collateralDue: false }
const VARIANTS: [string, StepperVariant][] = [
  ['US', us],
  ['international', international],
  ['renewal with collateral due', renewalDue],
  ['renewal without', renewalNotDue],
]
const STATES: ApplicationState[] = [
  'SIGN_DOCS',
  'WAITING_FOR_COLLATERAL',
  'FUNDABLE',
  'CRYPTO_FUNDING_VERIFY',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
  'COMPLETE',
]

const title = (state: ApplicationState, variant: StepperVariant) =>
  completeCopy(completeStanding(state, variant), state, variant).title

describe('the finish page heading, by state and loan', () => {
  // state, then the heading for a US loan, an international loan, a renewal with collateral due
  // and one without ('-' where the page does not show that state: a new loan leaves SIGN_DOCS).
  it.each<[ApplicationState, string, string, string, string]>([
    [
      'WAITING_FOR_COLLATERAL',
      'Your application is complete',
      'Your application is complete',
      'Your renewal application is complete',
      'Your renewal application is complete',
    ],
    [
      'FUNDABLE',
      'Your application is complete',
      'Your application is complete',
      'Your renewal application is complete',
      'Your renewal is being processed',
    ],
    [
      'CRYPTO_FUNDING_VERIFY',
      'Your collateral has been received',
      'Your collateral has been received',
      'Your additional collateral has been received',
      'Your renewal is being processed',
    ],
    [
      'BORROWER_MICRO_DEPOSIT_CONFIRM',
      'Verify your disbursement wallet',
      'Verify your disbursement wallet',
      'Verify your disbursement wallet',
      'Verify your disbursement wallet',
    ],
    [
      'MANUAL_FUNDING_RELEASE',
      'Your collateral has been received',
      'Your disbursement wallet is verified',
      'Your additional collateral has been received',
      'Your renewal is being processed',
    ],
    [
      'COMPLETE',
      'Your funds have been disbursed',
      'Your funds have been disbursed',
      'Your loan has been renewed',
      'Your loan has been renewed',
    ],
  ])('%s: %s / %s / %s / %s', (state, a, b, c, d) => {
    expect([us, international, renewalDue, renewalNotDue].map((v) => title(state, v))).toEqual([
      a,
      b,
      c,
      d,
    ])
  })

  // What each heading says has happened, and the step that must then read done.
  const CLAIMS: [RegExp, string][] = [
    [/application is complete/, 'Application Complete'],
    [/collateral has been received/, 'Collateral Received'],
    [/wallet is verified/, 'Disbursement Verified'],
    [/funds have been disbursed/, 'Funds Disbursed'],
    [/loan has been renewed/, 'Loan Renewed'],
  ]

  it.each(VARIANTS)('never claims a step the stepper shows as to come (%s)', (_name, variant) => {
    for (const state of STATES.filter((s) => belongsOnComplete(s, variant.isRollForward))) {
      const standing = completeStanding(state, variant)
      const copy = completeCopy(standing, state, variant)
      const done = standing.steps.filter((step) => step.progress === 'done').map((s) => s.name)
      for (const [claim, step] of CLAIMS) {
        if (claim.test(`${copy.title} ${copy.body}`))
          expect(done, `${state}: ${copy.title}`).toContain(step)
      }
      // The heading names the step under way or the furthest done, never a later one.
      expect(standing.steps.some((step) => step.progress === 'current')).toBe(state !== 'COMPLETE')
    }
  })
})
