import type { ApplicationState, ReportedApplicationState } from '@contract/common'
import type { StatePoll } from './polling'

/**
 * The progress stepper of the complete page (core-journey §2, §4), free of React so its
 * index rules can be tested as the spec's table.
 */

export type CompleteStepName =
  | 'Application Complete'
  | 'Collateral Received'
  | 'Disbursement Verified'
  | 'Funds Disbursed'
  | 'Loan Renewed'

export interface StepperVariant {
  isInternational: boolean
  isRollForward: boolean
  /** Renewals: whether collateral is still due (a top-up not yet received). */
  collateralDue: boolean
}

/** The states funding passes through once the collateral is in. */
export const FUNDING_STATES: readonly ApplicationState[] = [
  'FUNDABLE',
  'CRYPTO_FUNDING_VERIFY',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
]

/**
 * The steps shown (core-journey §2): Collateral Received for every new loan, and for a renewal
 * only while collateral is still due; Disbursement Verified for international new loans only;
 * the last step is Loan Renewed for renewals. §4's index counts them so: COMPLETE is step 2 of
 * a US loan and step 3 of an international one, Funds Disbursed each time.
 */
export function completeSteps(variant: StepperVariant): CompleteStepName[] {
  if (variant.isRollForward) {
    return [
      'Application Complete',
      ...(variant.collateralDue ? (['Collateral Received'] as const) : []),
      'Loan Renewed',
    ]
  }
  return [
    'Application Complete',
    'Collateral Received',
    ...(variant.isInternational ? (['Disbursement Verified'] as const) : []),
    'Funds Disbursed',
  ]
}

/** The stepper index, exactly as §4 gives it. */
export function completeStepIndex(
  state: ReportedApplicationState,
  variant: StepperVariant,
): number {
  if (variant.isRollForward) {
    if (state === 'COMPLETE') return variant.collateralDue ? 2 : 1
    if (
      state === 'CRYPTO_FUNDING_VERIFY' ||
      state === 'BORROWER_MICRO_DEPOSIT_CONFIRM' ||
      state === 'MANUAL_FUNDING_RELEASE'
    ) {
      return 1
    }
    return 0
  }
  if (state === 'COMPLETE') return variant.isInternational ? 3 : 2
  if (state === 'MANUAL_FUNDING_RELEASE') return variant.isInternational ? 2 : 1
  if (state === 'CRYPTO_FUNDING_VERIFY' || state === 'BORROWER_MICRO_DEPOSIT_CONFIRM') return 1
  return 0
}

export type StepProgress = 'done' | 'current' | 'upcoming'

/** Where the finish page stands: its steps as read, the furthest one done and the one under way. */
export interface CompleteStanding {
  steps: { name: CompleteStepName; progress: StepProgress }[]
  reached: CompleteStepName
  underWay: CompleteStepName | null
}

/**
 * The one rule the page's stepper and its heading both follow, so they cannot disagree. §4's
 * index names the furthest step reached: COMPLETE gives the last step (3 of an international
 * loan is Funds Disbursed), the micro-deposit confirm gives Collateral Received, after which the
 * wallet is verified. Application Complete is reached on arrival: the borrower finished the
 * application to get here. The last step (funds disbursed, loan renewed) is reached only at
 * COMPLETE, although a renewal without a top-up points at it from its funding states on. The
 * step after the furthest one done is under way.
 */
export function completeStanding(
  state: ReportedApplicationState,
  variant: StepperVariant,
): CompleteStanding {
  const names = completeSteps(variant)
  const last = names.length - 1
  const index = completeStepIndex(state, variant)
  const reachedAt = state === 'COMPLETE' ? last : Math.min(index, last - 1)
  const steps = names.map((name, position) => ({
    name,
    progress: (position <= reachedAt
      ? 'done'
      : position === reachedAt + 1
        ? 'current'
        : 'upcoming') as StepProgress,
  }))
  return {
    steps,
    reached: names[reachedAt] as CompleteStepName,
    underWay: state === 'COMPLETE' ? null : (names[reachedAt + 1] ?? null),
  }
}

/** Where the application stands, for the page's heading and copy. */
export type CompletePhase = 'awaiting-collateral' | 'funding' | 'verify-wallet' | 'complete'

export function completePhase(state: ReportedApplicationState): CompletePhase {
  if (state === 'COMPLETE') return 'complete'
  if (state === 'BORROWER_MICRO_DEPOSIT_CONFIRM') return 'verify-wallet'
  if ((FUNDING_STATES as readonly string[]).includes(state)) return 'funding'
  return 'awaiting-collateral'
}

/**
 * States the complete page keeps showing; any other is routed on (cancelled, expired...). A
 * renewal comes here straight from its agreements, so it may still read SIGN_DOCS a moment.
 */
export function belongsOnComplete(state: ReportedApplicationState, isRollForward = false): boolean {
  return (
    state === 'COMPLETE' ||
    state === 'WAITING_FOR_COLLATERAL' ||
    (isRollForward && state === 'SIGN_DOCS') ||
    (FUNDING_STATES as readonly string[]).includes(state)
  )
}

/** The complete page polls the state every 2 s until COMPLETE. */
export const COMPLETE_POLL_MS = 2_000

/** The complete page's reading of the state: every 2 s until COMPLETE (§4). */
export const completeStatePoll: StatePoll = ({ state }) =>
  state === 'COMPLETE' ? false : COMPLETE_POLL_MS

/** The micro-transfer verify button (§4): an error shows this long, then reverts. */
export const VERIFY_ERROR_MS = 1_500
/** After a successful verification the status is read again this much later. */
export const VERIFY_REFRESH_MS = 500

export type VerifyButtonState = 'not' | 'sending' | 'verified' | 'error'
