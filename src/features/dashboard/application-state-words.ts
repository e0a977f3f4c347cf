import type { ApplicationState, ReportedApplicationState } from '@contract/common'
import { formerLenderStates } from '@contract/former-lender'

/** An application's state as the borrower would say it, for the dashboard list. */
const words: Record<ApplicationState, string> = {
  UNINITIALIZED_STATUS: 'Started',
  APP_START: 'Choosing an offer',
  OFFER_SELECT: 'Choosing a renewal offer',
  ATTACH_PROFILE: 'Offer chosen',
  GEN_APP_DISCLOSURES: 'Offer chosen',
  BORROWER_DETAILS: 'Waiting for your details',
  SOFT_CREDIT: 'Checking your credit',
  SOFT_CREDIT_FROZEN: 'Credit file frozen',
  SOFT_CREDIT_LOCKED: 'Credit file locked',
  SOFT_CREDIT_NO_MATCH: 'Credit file not matched',
  KYC_VERIFY: 'Final steps',
  FINAL_STEPS: 'Final steps',
  SIGN_DOCS: 'Final steps',
  WAITING_FOR_COLLATERAL: 'Waiting for collateral',
  PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER: 'Waiting for collateral',
  CRYPTO_FUNDING_VERIFY: 'Collateral received',
  BORROWER_MICRO_DEPOSIT_CONFIRM: 'Verifying your disbursement',
  MANUAL_FUNDING_RELEASE: 'Being funded',
  FUNDABLE: 'Being funded',
  COMPLETE: 'Complete',
  DECLINED: 'Not approved',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  [formerLenderStates.waitingForTopUp]: 'Waiting for collateral',
  [formerLenderStates.fullCollateralReceived]: 'Collateral received',
  [formerLenderStates.topUpRequested]: 'Waiting for collateral',
}

export function stateInWords(state: ReportedApplicationState): string {
  return Object.hasOwn(words, state) ? words[state as ApplicationState] : 'In progress'
}
