import type { AdverseAction } from '@contract/applications'
import { DAY_MS, type Destination, type RowGuard, type TransitionRow } from '../core/transition-row'
import { DECLINED_ON_CREDIT_REPORT, DECLINED_ON_IDENTITY } from './adverse-action'

/**
 * The borrower's rows of the transition table (core-journey §4, §9): linking the borrower,
 * the details and the soft credit pull they start, identity verification, and the 14-day
 * window to complete.
 */

export type BorrowerEvent =
  | 'borrowerLinked'
  | 'profileAttached'
  | 'disclosuresGenerated'
  | 'detailsSubmitted'
  | 'softCreditDecided'
  | 'identityUploaded'
  | 'identityDecided'
  | 'identityApproved'
  | 'applicationWindowClosed'

declare module '../core/transition-row' {
  interface AreaEvents {
    borrowers: BorrowerEvent
  }
}

/** Time the lender takes to prepare the application disclosures; well inside 20 x 100 ms. */
export const DISCLOSURES_DELAY_MS = 500

/** Time the soft credit pull takes; inside the app's polling window of SOFT_CREDIT. */
export const SOFT_CREDIT_DELAY_MS = 1_500

/** Time identity verification takes; the next-steps screen polls while it runs. */
export const KYC_DELAY_MS = 4_000

/** Applicants have 14 calendar days from submitting details to complete, signing included (§9). */
export const APPLICATION_WINDOW_MS = 14 * DAY_MS

const isLinked: RowGuard = (application) => application.ownerUuid !== null
// An identity in review waits for the lender's people, not for another scheduled decision.
const identityRunning: RowGuard = (application) => application.progress.identity === 'IN_PROGRESS'

/** The application declined for good, keeping the reasons its adverse action notice gives. */
function declinedFor(adverseAction: AdverseAction): Destination {
  return { state: 'DECLINED', stage: 'FINAL', waitsFor: 'decline', adverseAction }
}

export const borrowerTransitions: readonly TransitionRow<BorrowerEvent>[] = [
  // The app links the borrower right after sign-in; a signed-in selection is linked already.
  {
    from: ['ATTACH_PROFILE'],
    on: 'borrowerLinked',
    to: { state: 'GEN_APP_DISCLOSURES', waitsFor: 'moves-on' },
  },
  {
    from: ['ATTACH_PROFILE'],
    on: 'profileAttached',
    afterMs: 0,
    when: isLinked,
    to: { state: 'GEN_APP_DISCLOSURES', waitsFor: 'moves-on' },
  },
  {
    from: ['GEN_APP_DISCLOSURES'],
    on: 'disclosuresGenerated',
    afterMs: DISCLOSURES_DELAY_MS,
    to: { state: 'BORROWER_DETAILS', waitsFor: 'details' },
  },
  // The last call of the details step (after profile, consents and phone) starts the pull.
  {
    from: ['BORROWER_DETAILS'],
    on: 'detailsSubmitted',
    to: { state: 'SOFT_CREDIT', waitsFor: 'moves-on' },
  },
  {
    from: ['SOFT_CREDIT'],
    on: 'softCreditDecided',
    afterMs: SOFT_CREDIT_DELAY_MS,
    to: {
      decision: 'softCredit',
      outcomes: {
        APPROVED: { state: 'FINAL_STEPS', waitsFor: 'next-steps', identity: 'NOT_STARTED' },
        FROZEN: { state: 'SOFT_CREDIT_FROZEN', waitsFor: 'credit-frozen' },
        LOCKED: { state: 'SOFT_CREDIT_LOCKED', waitsFor: 'credit-locked' },
        NO_MATCH: { state: 'SOFT_CREDIT_NO_MATCH', waitsFor: 'credit-no-match' },
        DECLINED: declinedFor(DECLINED_ON_CREDIT_REPORT),
      },
    },
  },
  {
    from: ['FINAL_STEPS'],
    on: 'identityUploaded',
    to: { state: 'KYC_VERIFY', waitsFor: 'next-steps', identity: 'IN_PROGRESS' },
  },
  {
    from: ['KYC_VERIFY'],
    on: 'identityDecided',
    afterMs: KYC_DELAY_MS,
    when: identityRunning,
    to: {
      decision: 'kyc',
      outcomes: {
        APPROVED: { state: 'SIGN_DOCS', waitsFor: 'next-steps', identity: 'COMPLETED' },
        IN_REVIEW: { state: 'KYC_VERIFY', waitsFor: 'next-steps', identity: 'PENDING' },
        REJECTED: declinedFor(DECLINED_ON_IDENTITY),
      },
    },
  },
  // The lender's people approve an identity under verification by hand (the demo panel's
  // "KYC approved"), whatever the scheduled decision would say or whether one is pending.
  {
    from: ['KYC_VERIFY'],
    on: 'identityApproved',
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps', identity: 'COMPLETED' },
  },
  // The 14-day window, counted from the details (the soft credit pull they start). An
  // application that has not reached WAITING_FOR_COLLATERAL by then expires.
  {
    from: [
      'SOFT_CREDIT',
      'SOFT_CREDIT_FROZEN',
      'SOFT_CREDIT_LOCKED',
      'SOFT_CREDIT_NO_MATCH',
      'FINAL_STEPS',
      'KYC_VERIFY',
      'SIGN_DOCS',
    ],
    on: 'applicationWindowClosed',
    deadline: { startsIn: 'SOFT_CREDIT', afterMs: APPLICATION_WINDOW_MS },
    to: { state: 'EXPIRED', stage: 'FINAL', waitsFor: 'dashboard' },
  },
]
