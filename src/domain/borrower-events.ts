import type { FinalStepStatus } from '@contract/borrowers'
import type { ReportedApplicationState } from '@contract/common'
import { FUNDING_STATES } from './complete-stepper'

/**
 * What the borrower waits on and hears of while the app's polls run: an identity decided, the
 * collateral arriving in part or in full, the funds sent or the renewal done. Told from two
 * readings of one application, so each poll's answer is compared with the one before it.
 */
export type BorrowerEvent =
  | 'identityApproved'
  | 'identityDeclined'
  | 'collateralPartlyArrived'
  | 'collateralArrived'
  | 'fundsDisbursed'
  | 'loanRenewed'

/** What the app has read of one application; a part not read yet is left out. */
export interface ApplicationReading {
  state?: ReportedApplicationState
  renewal?: boolean
  /** Coins still due at the deposit address. */
  collateralDue?: number
  /** The checklist's Verify Identity, which the checklist page polls instead of the state. */
  identity?: FinalStepStatus
}

/** Statuses of an identity the lender is still checking. */
const IDENTITY_CHECKED: readonly FinalStepStatus[] = ['IN_PROGRESS', 'PENDING']

/** The states once the collateral is in: funding (as the finish page's stepper has it), then done. */
const AFTER_COLLATERAL: readonly ReportedApplicationState[] = [...FUNDING_STATES, 'COMPLETE']

/** The states past the identity check, in the order an application passes them. */
const AFTER_IDENTITY: readonly ReportedApplicationState[] = [
  'SIGN_DOCS',
  'WAITING_FOR_COLLATERAL',
  ...AFTER_COLLATERAL,
]

/** The events between two readings; none where either reading lacks what the event needs. */
export function borrowerEvents(
  before: ApplicationReading,
  after: ApplicationReading,
): BorrowerEvent[] {
  const events: BorrowerEvent[] = []
  if (
    before.identity !== undefined &&
    IDENTITY_CHECKED.includes(before.identity) &&
    after.identity === 'COMPLETED'
  )
    events.push('identityApproved')
  const from = before.state
  const to = after.state
  if (from === undefined || to === undefined) return events
  if (from === 'KYC_VERIFY' && AFTER_IDENTITY.includes(to) && !events.includes('identityApproved'))
    events.push('identityApproved')
  if (from === 'KYC_VERIFY' && to === 'DECLINED') events.push('identityDeclined')
  if (from === 'WAITING_FOR_COLLATERAL') {
    if (AFTER_COLLATERAL.includes(to)) events.push('collateralArrived')
    else if (
      to === 'WAITING_FOR_COLLATERAL' &&
      before.collateralDue !== undefined &&
      after.collateralDue !== undefined &&
      after.collateralDue > 0 &&
      after.collateralDue < before.collateralDue
    )
      events.push('collateralPartlyArrived')
  }
  if (from !== 'COMPLETE' && to === 'COMPLETE' && after.renewal !== undefined)
    events.push(after.renewal ? 'loanRenewed' : 'fundsDisbursed')
  return events
}

/**
 * The notice of each event. The spec gives no wording: plain copy that says what happened and
 * where to read more, promising nothing the finish page does not.
 */
export const BORROWER_EVENT_NOTICES = {
  identityApproved: {
    tone: 'success',
    title: 'Your identity is verified',
    body: 'You can go on with your final steps.',
  },
  identityDeclined: {
    tone: 'info',
    title: 'We have a decision on your identity check',
    body: 'Open your application to read it.',
  },
  collateralPartlyArrived: {
    tone: 'info',
    title: 'Part of your collateral has arrived',
    body: 'The rest is still to be sent to your deposit address.',
  },
  collateralArrived: {
    tone: 'success',
    title: 'Your collateral has arrived',
    body: 'We are confirming it. Your application shows each step.',
  },
  fundsDisbursed: {
    tone: 'success',
    title: 'Your funds have been disbursed',
    body: 'Your application shows where they were sent.',
  },
  loanRenewed: { tone: 'success', title: 'Your loan has been renewed' },
} as const satisfies Record<
  BorrowerEvent,
  { tone: 'success' | 'info'; title: string; body?: string }
>
