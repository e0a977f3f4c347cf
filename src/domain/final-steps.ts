import type { FinalStepStatus, FinalStepsDashboard } from '@contract/borrowers'
import type { ReportedApplicationState } from '@contract/common'
import { type NextStep, nextStepFor } from './next-step'
import type { StatePoll } from './polling'

/**
 * The final-steps checklist (core-journey.md §3, §4): what each card shows, when the checklist
 * polls, when the borrower may continue, and where the next-steps screen sends a state that no
 * longer belongs there. Pure, so every rule can be tested row by row.
 */

export type FinalStepName = FinalStepsDashboard['items'][number]['name']

/** The cards, in the order the borrower works through them. */
export const FINAL_STEP_NAMES = [
  'Verify Identity',
  'Disbursement Account',
  'Review Agreements',
  'Post Collateral',
] as const satisfies readonly FinalStepName[]

export const FINAL_STEPS_POLL_MS = 2_000

export const finalStepStatusLabels: Record<FinalStepStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  NOT_REQUIRED: 'Not required',
}

/** The only state in which each step may be opened, where the spec restricts it. */
const enabledOnlyIn: Partial<Record<FinalStepName, ReportedApplicationState>> = {
  'Review Agreements': 'SIGN_DOCS',
  'Post Collateral': 'WAITING_FOR_COLLATERAL',
}

/** Whether the step may be opened in this application state (§4). */
export function isStepEnabled(name: FinalStepName, state: ReportedApplicationState): boolean {
  const only = enabledOnlyIn[name]
  return only === undefined || only === state
}

export type StepButtonText = 'Complete' | 'Start' | 'Continue' | 'Processing'

/**
 * The step card's button (§4), rules taken in the order written: COMPLETED shows Complete;
 * NOT_STARTED, or a disabled step, shows Start; IN_PROGRESS on the disclosures shows Continue;
 * PENDING or IN_PROGRESS otherwise shows Processing. NOT_REQUIRED is named by no rule: the step
 * asks nothing of the borrower, so it gets no button (null), enabled or not.
 */
export function stepButtonText(
  name: FinalStepName,
  status: FinalStepStatus,
  enabled: boolean,
): StepButtonText | null {
  if (status === 'NOT_REQUIRED') return null
  if (status === 'COMPLETED') return 'Complete'
  if (status === 'NOT_STARTED' || !enabled) return 'Start'
  if (status === 'IN_PROGRESS' && name === 'Review Agreements') return 'Continue'
  return 'Processing'
}

export interface StepCard {
  name: FinalStepName
  status: FinalStepStatus
  statusLabel: string
  /** null when the step needs nothing from the borrower. */
  buttonText: StepButtonText | null
  /** Whether the button may be pressed: only Start and Continue on an enabled step lead on. */
  actionable: boolean
}

export function stepCard(
  name: FinalStepName,
  status: FinalStepStatus,
  state: ReportedApplicationState,
): StepCard {
  const enabled = isStepEnabled(name, state)
  const buttonText = stepButtonText(name, status, enabled)
  return {
    name,
    status,
    statusLabel: finalStepStatusLabels[status],
    buttonText,
    actionable: enabled && (buttonText === 'Start' || buttonText === 'Continue'),
  }
}

/** The status of one item; a step the lender does not list is treated as not started. */
export function itemStatus(dashboard: FinalStepsDashboard, name: FinalStepName): FinalStepStatus {
  return dashboard.items.find((item) => item.name === name)?.status ?? 'NOT_STARTED'
}

/** The four cards in order, from the checklist and the application's state. */
export function stepCards(
  dashboard: FinalStepsDashboard,
  state: ReportedApplicationState,
): StepCard[] {
  return FINAL_STEP_NAMES.map((name) => stepCard(name, itemStatus(dashboard, name), state))
}

/**
 * §4: the checklist polls every 2 s while any item is PENDING or IN_PROGRESS, or while identity
 * is NOT_REQUIRED or COMPLETED and agreements and disbursement are COMPLETED (the lender is
 * about to open the next step).
 */
export function shouldPollFinalSteps(dashboard: FinalStepsDashboard): boolean {
  if (dashboard.items.some((item) => item.status === 'PENDING' || item.status === 'IN_PROGRESS')) {
    return true
  }
  const identity = itemStatus(dashboard, 'Verify Identity')
  return (
    (identity === 'NOT_REQUIRED' || identity === 'COMPLETED') &&
    itemStatus(dashboard, 'Review Agreements') === 'COMPLETED' &&
    itemStatus(dashboard, 'Disbursement Account') === 'COMPLETED'
  )
}

/** §4: the application-state query polls every 2 s, while polling is on, until COMPLETE. */
export function shouldPollState(state: ReportedApplicationState | undefined, polling: boolean) {
  return polling && state !== 'COMPLETE'
}

/** The checklist's reading of the state: every 2 s while the checklist polls, until COMPLETE. */
export function checklistStatePoll(polling: boolean): StatePoll {
  return ({ state }) => (shouldPollState(state, polling) ? FINAL_STEPS_POLL_MS : false)
}

/** §2: Continue is enabled when the overall status is COMPLETED. */
export function canContinue(dashboard: FinalStepsDashboard): boolean {
  return dashboard.status === 'COMPLETED'
}

/**
 * §2: the 'ID in Review' warning. An uploaded ID the lender has not decided on is PENDING: the
 * upload itself (IN_PROGRESS) is still under way and shows Processing on its card.
 */
export function isIdentityInReview(dashboard: FinalStepsDashboard): boolean {
  return itemStatus(dashboard, 'Verify Identity') === 'PENDING'
}

/** The checklist as it is right after an ID upload is sent: Verify Identity IN_PROGRESS (§4). */
export function withIdentityUploading(dashboard: FinalStepsDashboard): FinalStepsDashboard {
  const uploading: FinalStepsDashboard['items'][number] = {
    name: 'Verify Identity',
    status: 'IN_PROGRESS',
  }
  const listed = dashboard.items.some((item) => item.name === 'Verify Identity')
  return {
    ...dashboard,
    items: listed
      ? dashboard.items.map((item) => (item.name === 'Verify Identity' ? uploading : item))
      : [...dashboard.items, uploading],
  }
}

const leavesNextSteps: readonly NextStep[] = [
  'decline',
  'credit-frozen',
  'credit-locked',
  'credit-no-match',
  'complete',
]

/**
 * §4, on next-steps: DECLINED goes to decline, the three soft-credit outcomes to their screens,
 * CANCELLED to the dashboard, complete-states to complete. Any other state stays (null).
 */
export function nextStepsRedirect(state: ReportedApplicationState): NextStep | null {
  if (state === 'CANCELLED') return 'dashboard'
  const step = nextStepFor(state)
  return leavesNextSteps.includes(step) ? step : null
}
