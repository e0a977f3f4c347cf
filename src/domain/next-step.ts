import type { ApplicationState } from '@contract/common'
import type { StatePoll } from './polling'

/**
 * Where an application goes next, from the routing table of core-journey.md §4.
 * Kept free of React and of the router so the table can be tested row by row.
 */

export const NEXT_STEPS = [
  'complete',
  'details',
  'renew',
  'credit-frozen',
  'credit-locked',
  'credit-no-match',
  'next-steps',
  'decline',
  'dashboard',
] as const
export type NextStep = (typeof NEXT_STEPS)[number]

export function isNextStep(value: string): value is NextStep {
  return (NEXT_STEPS as readonly string[]).includes(value)
}

const routingTable: Partial<Record<ApplicationState, NextStep>> = {
  FUNDABLE: 'complete',
  COMPLETE: 'complete',
  BORROWER_MICRO_DEPOSIT_CONFIRM: 'complete',
  MANUAL_FUNDING_RELEASE: 'complete',
  CRYPTO_FUNDING_VERIFY: 'complete',
  BORROWER_DETAILS: 'details',
  OFFER_SELECT: 'renew',
  SOFT_CREDIT_FROZEN: 'credit-frozen',
  SOFT_CREDIT_LOCKED: 'credit-locked',
  SOFT_CREDIT_NO_MATCH: 'credit-no-match',
  KYC_VERIFY: 'next-steps',
  FINAL_STEPS: 'next-steps',
  SIGN_DOCS: 'next-steps',
  WAITING_FOR_COLLATERAL: 'next-steps',
  PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER: 'next-steps',
  DECLINED: 'decline',
  CANCELLED: 'dashboard',
  EXPIRED: 'dashboard',
}

/**
 * The step for a state. The lender may report a state this app does not know yet; the table's
 * 'unknown' row sends it, like any state the table does not name, to the dashboard.
 */
export function nextStepFor(state: string): NextStep {
  return Object.hasOwn(routingTable, state)
    ? (routingTable[state as ApplicationState] ?? 'dashboard')
    : 'dashboard'
}

/** States that are about to move on by themselves; the resolver polls before routing. */
export const POLLED_STATES: readonly ApplicationState[] = [
  'ATTACH_PROFILE',
  'GEN_APP_DISCLOSURES',
  'SOFT_CREDIT',
]

export const NEXT_STEP_POLL = { maxAttempts: 20, intervalMs: 100 } as const

export function isPolledState(state: string): boolean {
  return (POLLED_STATES as readonly string[]).includes(state)
}

/**
 * Whether the resolver should ask again, given how many answers it already has.
 * It stops after 20 answers even if the state has not moved, so routing never hangs.
 */
export function shouldPollAgain(state: string, answers: number): boolean {
  return isPolledState(state) && answers < NEXT_STEP_POLL.maxAttempts
}

/**
 * The routing page's reading of the state: while it is about to move on by itself
 * (ATTACH_PROFILE, GEN_APP_DISCLOSURES, SOFT_CREDIT), up to 20 answers, 100 ms apart.
 */
export const nextStepStatePoll: StatePoll = ({ state, answers }) =>
  state && shouldPollAgain(state, answers) ? NEXT_STEP_POLL.intervalMs : false

/** Human names, used where a destination screen is not available yet. */
export const nextStepTitles: Record<NextStep, string> = {
  complete: 'Application complete',
  details: 'Tell us about yourself',
  renew: 'Renew your loan',
  'credit-frozen': 'Your credit file is frozen',
  'credit-locked': 'Your credit file is locked',
  'credit-no-match': 'We could not match your credit file',
  'next-steps': 'Final steps',
  decline: 'Application decision',
  dashboard: 'Your dashboard',
}
