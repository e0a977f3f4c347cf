import type { ResolvedScenario } from '@scenarios/scenario'
import type { FinalStepStatus } from '@/api/contract/borrowers'
import type { ApplicationState, Stage } from '@/api/contract/common'
import type { NextStep } from '@/domain/next-step'
import { collateralToPost } from '../collateral/collateral-posting'
import { type RefinanceEvent, refinanceTransitions } from '../refinance/refinance-transitions'
import type { ApplicationRecord } from './models'

/**
 * The simulated lender's state machine, as one table (core-journey §4). Every operation that
 * changes an application's state fires an event here; a row whose `from` holds the current
 * state says where it goes. Rows with `afterMs` are the lender's own work: they are scheduled
 * on the simulated clock when the application enters a `from` state. A new screen's backend
 * adds its rows (and, for a borrower's call, fires its event), nothing else.
 */

/** What the borrower does (a call) or what the lender does by itself (a scheduled row). */
export type TransitionEvent =
  | 'offersRequested'
  | 'offerSelected'
  | 'borrowerLinked'
  | 'profileAttached'
  | 'disclosuresGenerated'
  | 'detailsSubmitted'
  | 'softCreditDecided'
  | 'identityUploaded'
  | 'identityDecided'
  | 'collateralReceived'
  | 'collateralWindowClosed'
  | 'fundingStarted'
  | 'cryptoFundingVerified'
  | 'usdcMicroDepositConfirmed'
  | 'fundsReleased'
  | 'applicationWindowClosed'
  | 'rollForwardOfferSelected'
  | 'agreementsSigned'
  | 'collateralReturned'
  | 'identityApproved'
  | RefinanceEvent

export type Decisions = ResolvedScenario['decisions']
/** The scenario decisions a row can read; each has a fixed set of outcomes. */
export type DecisionName = 'softCredit' | 'kyc' | 'release'

/**
 * Where the borrower is left once the application is in a state: the screen the app routes
 * to (a NextStep, which must be `nextStepFor(state)`), or 'moves-on' for a polled state the
 * lender leaves by itself within the app's polling window.
 */
export type Wait = NextStep | 'moves-on'

export interface Destination {
  state: ApplicationState
  stage?: Stage
  waitsFor: Wait
  /** Where the Verify Identity step stands once there. */
  identity?: FinalStepStatus
}

export interface DecidedDestination {
  /** Read from the scenario when the row runs, so a QA replay decides the same each time. */
  decision: DecisionName
  outcomes: Readonly<Record<string, Destination>>
}

export interface TransitionRow {
  from: readonly ApplicationState[]
  on: TransitionEvent
  to: Destination | DecidedDestination
  /** Scheduled: runs this long (simulated ms) after the application enters a `from` state. */
  afterMs?: number
  /** Only when this holds; a scheduled row whose guard fails is dropped. */
  when?: (application: ApplicationRecord) => boolean
  /**
   * A deadline: scheduled once, when the application enters `startsIn`, to run `afterMs` later
   * whatever states it passes through meanwhile; it moves the application only if it is then
   * still in a `from` state.
   */
  deadline?: { startsIn: ApplicationState; afterMs: number }
}

const isLinked = (application: ApplicationRecord) => application.ownerUuid !== null
const isRenewal = (application: ApplicationRecord) => application.isRollForward
const isNew = (application: ApplicationRecord) => !application.isRollForward
/** A renewal still owes collateral when a top-up or the collateral due is above zero. */
export const owesCollateral = (application: ApplicationRecord) =>
  (application.collateral?.remainingCoinAmountDue.coinQuantity ?? 0) > 0 ||
  (application.rollForwardLoanDetails?.remainingTopUpAmount.coinQuantity ?? 0) > 0
const hasOffers = (application: ApplicationRecord) => application.offers.length > 0
// An identity in review waits for the lender's people, not for another scheduled decision.
const identityRunning = (application: ApplicationRecord) =>
  application.progress.identity === 'IN_PROGRESS'

/** Where every application starts. */
export const INITIAL_STATE: ApplicationState = 'APP_START'

/** Time the lender takes to prepare the application disclosures; well inside 20 x 100 ms. */
export const DISCLOSURES_DELAY_MS = 500

/** Time the soft credit pull takes; inside the app's polling window of SOFT_CREDIT. */
export const SOFT_CREDIT_DELAY_MS = 1_500

/** Time identity verification takes; the next-steps screen polls while it runs. */
export const KYC_DELAY_MS = 4_000

/** Collateral must arrive within 5 days of signing or the application is cancelled (§9). */
export const COLLATERAL_WINDOW_MS = 5 * 24 * 60 * 60 * 1_000

/** Applicants have 14 calendar days from submitting details to complete, signing included (§9). */
export const APPLICATION_WINDOW_MS = 14 * 24 * 60 * 60 * 1_000

/** The lender's funding work between collateral received and funds disbursed, per step. */
export const FUNDING_STEP_DELAY_MS = 2_000

const collateralFullyReceived = (application: ApplicationRecord) =>
  application.selectedOffer !== null &&
  application.collateralPosting.received.reduce((sum, deposit) => sum + deposit.coinQuantity, 0) >=
    collateralToPost(application) - 1e-9
const collateralShort = (application: ApplicationRecord) => !collateralFullyReceived(application)
// Only a new international loan (paid in USDC) has its disbursement wallet verified first.
const verifiesUsdcWallet = (application: ApplicationRecord) =>
  application.isInternational && !application.isRollForward
const paysOutDirectly = (application: ApplicationRecord) => !verifiesUsdcWallet(application)

export const transitions: readonly TransitionRow[] = [
  // A new application stays before selection while it is priced and priced again.
  {
    from: ['APP_START'],
    on: 'offersRequested',
    when: isNew,
    to: { state: 'APP_START', waitsFor: 'dashboard' },
  },
  // Roll-forward (renewal) applications choose in OFFER_SELECT, the renewal screen.
  {
    from: ['OFFER_SELECT'],
    on: 'offersRequested',
    when: isRenewal,
    to: { state: 'OFFER_SELECT', waitsFor: 'renew' },
  },
  {
    from: ['APP_START', 'OFFER_SELECT', 'ATTACH_PROFILE'],
    on: 'offerSelected',
    when: hasOffers,
    to: { state: 'ATTACH_PROFILE', waitsFor: 'moves-on' },
  },
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
        DECLINED: { state: 'DECLINED', stage: 'FINAL', waitsFor: 'decline' },
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
        REJECTED: { state: 'DECLINED', stage: 'FINAL', waitsFor: 'decline' },
      },
    },
  },
  // Collateral and funding (core-journey §4, §9). Deposits are recorded by the collateral
  // operations, which fire collateralReceived; the row moves only once the full amount is in.
  {
    from: ['WAITING_FOR_COLLATERAL'],
    on: 'collateralReceived',
    when: collateralFullyReceived,
    to: { state: 'FUNDABLE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['WAITING_FOR_COLLATERAL'],
    on: 'collateralWindowClosed',
    afterMs: COLLATERAL_WINDOW_MS,
    when: collateralShort,
    to: { state: 'CANCELLED', stage: 'FINAL', waitsFor: 'dashboard' },
  },
  {
    from: ['FUNDABLE'],
    on: 'fundingStarted',
    afterMs: FUNDING_STEP_DELAY_MS,
    to: { state: 'CRYPTO_FUNDING_VERIFY', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['CRYPTO_FUNDING_VERIFY'],
    on: 'cryptoFundingVerified',
    afterMs: FUNDING_STEP_DELAY_MS,
    when: verifiesUsdcWallet,
    // The lender sends a small test amount of USDC; the borrower confirms it arrived.
    to: { state: 'BORROWER_MICRO_DEPOSIT_CONFIRM', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['CRYPTO_FUNDING_VERIFY'],
    on: 'cryptoFundingVerified',
    afterMs: FUNDING_STEP_DELAY_MS,
    when: paysOutDirectly,
    to: { state: 'MANUAL_FUNDING_RELEASE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['BORROWER_MICRO_DEPOSIT_CONFIRM'],
    on: 'usdcMicroDepositConfirmed',
    to: { state: 'MANUAL_FUNDING_RELEASE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  {
    from: ['MANUAL_FUNDING_RELEASE'],
    on: 'fundsReleased',
    afterMs: FUNDING_STEP_DELAY_MS,
    to: { state: 'COMPLETE', stage: 'FINAL', waitsFor: 'complete' },
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
  // A renewal (roll forward) is chosen in OFFER_SELECT by a borrower the lender already knows:
  // no details, soft credit or identity check again, and the loan's disbursement stays where
  // it is, so Verify Identity and Disbursement Account are NOT_REQUIRED on the checklist and
  // the borrower goes straight to review the new agreements (SIGN_DOCS, the next-steps screen).
  // Any top-up the chosen offer needs is the collateral still due, posted after signing.
  {
    from: ['OFFER_SELECT'],
    on: 'rollForwardOfferSelected',
    when: isRenewal,
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps', identity: 'NOT_REQUIRED' },
  },
  // Signing the last loan document: a new loan, or a renewal that still owes collateral,
  // waits for the collateral; a renewal owing none goes on to funding (core-journey §4).
  {
    from: ['SIGN_DOCS'],
    on: 'agreementsSigned',
    when: (application) => isNew(application) || owesCollateral(application),
    to: { state: 'WAITING_FOR_COLLATERAL', stage: 'PROCESSING', waitsFor: 'next-steps' },
  },
  {
    from: ['SIGN_DOCS'],
    on: 'agreementsSigned',
    when: (application) => isRenewal(application) && !owesCollateral(application),
    to: { state: 'FUNDABLE', stage: 'ORIGINATING', waitsFor: 'complete' },
  },
  // Collateral release (refinance-release-shell §4): a paid-off loan waits in the
  // COLLATERAL_RELEASE stage for a return address; once the custodian has sent the coins back
  // (the release operations' job, within 1 business day of a successful request) it is FINAL.
  {
    from: ['COMPLETE'],
    on: 'collateralReturned',
    when: (application) => application.stage === 'COLLATERAL_RELEASE',
    to: { state: 'COMPLETE', stage: 'FINAL', waitsFor: 'complete' },
  },
  // The lender's people approve an identity under verification by hand (the demo panel's
  // "KYC approved"), whatever the scheduled decision would say or whether one is pending.
  {
    from: ['KYC_VERIFY'],
    on: 'identityApproved',
    to: { state: 'SIGN_DOCS', waitsFor: 'next-steps', identity: 'COMPLETED' },
  },
  // The refinance of a former lender's loans (refinance-release-shell §4).
  ...refinanceTransitions,
]

export function isDecided(to: TransitionRow['to']): to is DecidedDestination {
  return 'decision' in to
}

/** Every destination a row can lead to, decided ones included. */
export function destinationsOf(row: TransitionRow): Destination[] {
  return isDecided(row.to) ? Object.values(row.to.outcomes) : [row.to]
}

/** The row an event takes from the application's current state, if any. */
export function findTransition(
  table: readonly TransitionRow[],
  application: ApplicationRecord,
  event: TransitionEvent,
): TransitionRow | undefined {
  return table.find(
    (row) =>
      row.on === event &&
      row.from.includes(application.state) &&
      (row.when === undefined || row.when(application)),
  )
}

/** Where a row leads now, reading the scenario's decision for decided rows. */
export function resolveDestination(row: TransitionRow, decisions: Decisions): Destination {
  if (!isDecided(row.to)) return row.to
  const outcome = String(decisions[row.to.decision])
  const destination = row.to.outcomes[outcome]
  if (!destination) {
    throw new Error(`Transition on ${row.on} has no outcome for ${row.to.decision}=${outcome}`)
  }
  return destination
}

/** Deadline rows that start when an application enters `state`. */
export function deadlineRowsStartedBy(
  table: readonly TransitionRow[],
  state: ApplicationState,
): (TransitionRow & { deadline: NonNullable<TransitionRow['deadline']> })[] {
  return table.filter(
    (row): row is TransitionRow & { deadline: NonNullable<TransitionRow['deadline']> } =>
      row.deadline?.startsIn === state,
  )
}

/** Rows the lender runs by itself once an application is in `state`. */
export function scheduledRowsFrom(
  table: readonly TransitionRow[],
  state: ApplicationState,
): TransitionRow[] {
  return table.filter((row) => row.afterMs !== undefined && row.from.includes(state))
}
