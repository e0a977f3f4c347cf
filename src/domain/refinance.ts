import type { ApplicationState, ReportedApplicationState } from '@contract/common'
import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import { z } from '@contract/zod'
import { monthlyPayment } from './pricing/amortisation'
import { LOAN_TERM_MONTHS } from './pricing/loan-term'
import { roundTo, roundToCents, roundUpTo } from './pricing/rounding'

/**
 * The refinance of a former lender's loans (refinance-release-shell §2, §4, §5, §9): how a loan
 * is priced by collateral treatment, the form's messages, the Loan ID lookup's messages and
 * which application pages a refinance application may open. Pure, so each rule is a table test.
 */

/** §9: the APR of each collateral treatment, in percent. */
export const CUSTODY_ONLY_APR = 14
export const OWNERSHIP_TRANSFER_APR = 13
/** §5, §9: custody-only above this LTV needs a top-up down to it. */
export const TOP_UP_TARGET_LTV = 0.55
/** §5, §9: ownership-transfer pricing needs an LTV above 55 % and at most this. */
export const OWNERSHIP_TRANSFER_MAX_LTV = 0.7
/** §9: the liquidation trigger of a stabilized loan. */
export const STABILIZATION_TRIGGER_LTV = 0.85
/** §9: the Loan ID submit is debounced 500 ms with a leading call. */
export const LOAN_ID_DEBOUNCE_MS = 500
/** §4, §9: the refinance calculation is polled every 500 ms, up to 5 updates. */
export const CALCULATION_POLL_MS = 500
export const CALCULATION_POLL_UPDATES = 5
/** §9: coin amounts on the transfer screen carry 6 decimals. */
export const TRANSFER_DECIMALS = 6

/** Coin quantities are kept to the 8 decimals a coin amount carries. */
const COIN_DECIMALS = 8

export type CollateralTreatment = 'CUSTODY_ONLY' | 'OWNERSHIP_TRANSFER'

/**
 * Which treatment an offer is. Custody-only keeps the coins in custody, not reused
 * (DECLINE_REHYPOTHECATION); ownership transfer lets the lender reuse them.
 */
export function treatmentOf(offer: Pick<Offer, 'collateralReuseConsent'>): CollateralTreatment {
  return offer.collateralReuseConsent === 'ALLOW_REHYPOTHECATION'
    ? 'OWNERSHIP_TRANSFER'
    : 'CUSTODY_ONLY'
}

/** §5: stabilization is available only for custody-only. */
export function offersStabilization(offer: Pick<Offer, 'collateralReuseConsent'>): boolean {
  return treatmentOf(offer) === 'CUSTODY_ONLY'
}

/** A former lender's loan (or several of one coin, aggregated) to price. */
export interface RefinancedLoan {
  /** The cash owed, in US dollars. */
  amount: number
  /** The collateral the former lender holds for it. */
  coinQuantity: number
  valueOfOne: number
}

export function currentLtv(loan: RefinancedLoan): number {
  return loan.amount / (loan.coinQuantity * loan.valueOfOne)
}

/** The terms of one treatment, before the offer gets its id, coin and place. */
export interface RefinanceTerms {
  treatment: CollateralTreatment
  amount: number
  drawAmount: number
  term: number
  interestRate: number
  annualPercentageRate: number
  estimatedMonthlyPayment: number
  /** The LTV on the collateral held today. */
  ltv: number
  /** The collateral held today. */
  collateralUnits: number
  /** The collateral the offer needs: after any top-up, the quantity at 55 % LTV. */
  minCollateralUnits: number
  [formerLenderFields.topUpRequired]: boolean
  postTopUpLoanToValue: number | null
  /** US dollar value of the collateral held. */
  collateralAmount: number
}

/** The coins to add so the loan stands at the 55 % target; 0 when it already does. */
export function topUpToTarget(loan: RefinancedLoan): number {
  const needed = loan.amount / (TOP_UP_TARGET_LTV * loan.valueOfOne)
  return Math.max(0, roundUpTo(needed - loan.coinQuantity, COIN_DECIMALS))
}

function termsAt(loan: RefinancedLoan, treatment: CollateralTreatment, apr: number) {
  const ltv = currentLtv(loan)
  const topUp = treatment === 'CUSTODY_ONLY' ? topUpToTarget(loan) : 0
  return {
    treatment,
    amount: loan.amount,
    drawAmount: loan.amount,
    term: LOAN_TERM_MONTHS,
    // No fee is charged on a refinance: the interest rate is the APR.
    interestRate: apr,
    annualPercentageRate: apr,
    estimatedMonthlyPayment: roundToCents(monthlyPayment(loan.amount, apr, LOAN_TERM_MONTHS)),
    ltv: roundTo(ltv, 4),
    collateralUnits: loan.coinQuantity,
    minCollateralUnits: roundTo(loan.coinQuantity + topUp, COIN_DECIMALS),
    [formerLenderFields.topUpRequired]: topUp > 0,
    postTopUpLoanToValue: topUp > 0 ? TOP_UP_TARGET_LTV : null,
    collateralAmount: roundToCents(loan.coinQuantity * loan.valueOfOne),
  } satisfies RefinanceTerms
}

/**
 * §5, §9: custody-only at 14 % APR for any LTV, with a top-up to 55 % when above it; ownership
 * transfer at 13 % APR only for an LTV above 55 % and at most 70 %, with no top-up.
 */
export function priceRefinance(loan: RefinancedLoan): RefinanceTerms[] {
  const ltv = currentLtv(loan)
  const terms: RefinanceTerms[] = [termsAt(loan, 'CUSTODY_ONLY', CUSTODY_ONLY_APR)]
  if (ltv > TOP_UP_TARGET_LTV && ltv <= OWNERSHIP_TRANSFER_MAX_LTV) {
    terms.push(termsAt(loan, 'OWNERSHIP_TRANSFER', OWNERSHIP_TRANSFER_APR))
  }
  return terms
}

/** §5 messages, word for word. */
export function loanIdRequiredMessage(formerLenderName: string): string {
  return `Please enter a ${formerLenderName} Loan ID`
}
export const REFINANCE_FORM_MESSAGES = {
  loan: 'Please select a loan',
  rate: 'Please select a rate',
  sent: 'Required',
  walletType: 'Required',
} as const

/** §2, §8: the empty lookup's title and its causes. */
export const NO_ELIGIBLE_LOANS = 'You have no eligible loans'
export const NO_ELIGIBLE_LOAN_CAUSES = [
  'Your state or jurisdiction is not one we can refinance in.',
  'Your loan amount is below the minimum.',
  'You do not have a valid passport on file.',
] as const

/** §2, §8: the other lookup errors: the server's unique messages joined, ending with a period. */
export function lookupErrorMessage(messages: readonly string[]): string {
  const unique = [
    ...new Set(messages.map((message) => message.trim().replace(/\.+$/, '')).filter(Boolean)),
  ]
  return `${unique.join('. ')}.`
}

/** A refinance's top-up states: collateral is on its way to the deposit address (§4). */
export const TOP_UP_STATES: readonly ApplicationState[] = [
  formerLenderStates.topUpRequested,
  formerLenderStates.waitingForTopUp,
]

/** §4: confirming the top-up leaves the top-up states as they are; any other becomes SIGN_DOCS. */
export function stateAfterTopUpConfirmed(
  state: ReportedApplicationState,
): ReportedApplicationState {
  return (TOP_UP_STATES as readonly ReportedApplicationState[]).includes(state)
    ? state
    : 'SIGN_DOCS'
}

/** Where a refinance card stands and what the borrower can do next. */
export type RefinanceStep =
  | 'choose-rate'
  | 'send-top-up'
  | 'top-up-on-its-way'
  | 'sign'
  | 'processing'
  | 'complete'
  | 'closed'

export function refinanceStepOf(application: {
  state: ReportedApplicationState
  selectedOffer: unknown
}): RefinanceStep {
  switch (application.state) {
    case 'OFFER_SELECT':
      return application.selectedOffer ? 'processing' : 'choose-rate'
    case formerLenderStates.topUpRequested:
      return 'send-top-up'
    case formerLenderStates.waitingForTopUp:
    case formerLenderStates.fullCollateralReceived:
      return 'top-up-on-its-way'
    case 'SIGN_DOCS':
      return 'sign'
    case 'WAITING_FOR_COLLATERAL':
      return 'processing'
    case 'COMPLETE':
      return 'complete'
    case 'CANCELLED':
    case 'EXPIRED':
      return 'closed'
    default:
      return 'processing'
  }
}

/**
 * core-journey §2: a refinance application is sent to the dashboard from application pages
 * other than start, the refinance list and documents. The pages under /{appUuid} a refinance
 * application may open; the others go to the dashboard. The routing page itself ('') is not
 * checked: it only sends the borrower on to a step page, which is.
 */
const REFINANCE_APPLICATION_PAGES: readonly string[] = ['', 'documents']
export function refinanceMayOpen(page: string): boolean {
  return REFINANCE_APPLICATION_PAGES.includes(page)
}

/** §5: the refinance form. */
export const refinanceFormSchema = z.object({
  applicationUuid: z.string().check(z.minLength(1, REFINANCE_FORM_MESSAGES.loan)),
  offerUuid: z.string().check(z.minLength(1, REFINANCE_FORM_MESSAGES.rate)),
  stabilization: z.boolean(),
})
export type RefinanceForm = z.infer<typeof refinanceFormSchema>

/** §5: the Loan ID field. */
export function loanIdSchema(formerLenderName: string) {
  return z
    .string()
    .check(z.trim())
    .check(z.minLength(1, loanIdRequiredMessage(formerLenderName)))
}

/** §9: polling every 2 s. */
export const REFINANCE_POLL_MS = 2_000

/** Whether the lender moves the application on by itself (the list keeps asking). */
export function refinanceMovesOnItsOwn(application: {
  state: ReportedApplicationState
  selectedOffer: unknown
}): boolean {
  const step = refinanceStepOf(application)
  return step === 'top-up-on-its-way' || step === 'processing'
}
