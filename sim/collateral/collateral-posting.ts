import { walletTypeSchema } from '@contract/collateral'
import type { ApplicationState } from '@contract/common'
import { z } from 'zod'

/**
 * What the lender keeps about the collateral of one application: the borrower's answers on the
 * posting step and what has reached the deposit address. Every field has a default, so a world
 * saved before this record existed still loads.
 */
export const collateralPostingSchema = z.object({
  sourceWalletType: z.nullable(walletTypeSchema).default(null),
  /** When the borrower said the collateral was sent (simulated ms). */
  sentAt: z.number().nullable().default(null),
  /** When the borrower opted in to send a small verification amount first. */
  optInTime: z.number().nullable().default(null),
  /** Deposits still on their way, as the scenario decided when the borrower confirmed. */
  expected: z.array(z.object({ at: z.number(), coinQuantity: z.number().positive() })).default([]),
  /** Deposits received at the address. */
  received: z.array(z.object({ at: z.number(), coinQuantity: z.number().positive() })).default([]),
})
export type CollateralPosting = z.infer<typeof collateralPostingSchema>

/** The collateral area's field on an application record. */
export const collateralApplicationParts = {
  collateralPosting: collateralPostingSchema.prefault({}),
}

type CollateralApplicationParts = typeof collateralApplicationParts
declare module '../core/models' {
  interface ApplicationParts extends CollateralApplicationParts {}
}

/** A seed's collateral answers, in times before the story starts. */
export interface CollateralPostingSeed {
  sourceWalletType?: CollateralPosting['sourceWalletType'] | undefined
  sentAgoMs?: number | undefined
  optedInAgoMs?: number | undefined
}

/** Writes a seed's collateral answers into a posting record being built. */
export function seedCollateralPosting(
  posting: CollateralPosting,
  seed: CollateralPostingSeed | undefined,
  now: number,
): void {
  if (!seed) return
  if (seed.sourceWalletType) posting.sourceWalletType = seed.sourceWalletType
  if (seed.sentAgoMs !== undefined) posting.sentAt = now - seed.sentAgoMs
  if (seed.optedInAgoMs !== undefined) posting.optInTime = now - seed.optedInAgoMs
}

/** States where the agreements are signed and the lender waits for the collateral. */
export const AWAITING_COLLATERAL: readonly ApplicationState[] = [
  'WAITING_FOR_COLLATERAL',
  'PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER',
]
/** States the application reaches only once its collateral is in. */
export const COLLATERAL_IN: readonly ApplicationState[] = [
  'FUNDABLE',
  'CRYPTO_FUNDING_VERIFY',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
  'COMPLETE',
]

/**
 * The collateral still due, as the application reports it, for a story seeded at `state`:
 * all of it while the lender waits, none once it has arrived, unknown (null) before signing.
 * A seed that set its own (a renewal's) keeps it.
 */
export function seededCollateralDue(
  current: { remainingCoinAmountDue: { coinQuantity: number } } | null,
  collateralUnits: number | undefined,
  state: ApplicationState,
): { remainingCoinAmountDue: { coinQuantity: number } } | null {
  if (current !== null || collateralUnits === undefined) return current
  if (AWAITING_COLLATERAL.includes(state))
    return { remainingCoinAmountDue: { coinQuantity: collateralUnits } }
  if (COLLATERAL_IN.includes(state)) return { remainingCoinAmountDue: { coinQuantity: 0 } }
  return null
}

/**
 * The collateral the lender waits for at the deposit address: a new loan's whole collateral;
 * for a renewal only its top-up, since the collateral of the loan being renewed is held already.
 */
export function collateralToPost(application: {
  isRollForward: boolean
  selectedOffer: { collateralUnits: number } | null
  rollForwardLoanDetails: { topUpAmount: { coinQuantity: number } } | null
}): number {
  if (application.isRollForward && application.rollForwardLoanDetails) {
    return application.rollForwardLoanDetails.topUpAmount.coinQuantity
  }
  return application.selectedOffer?.collateralUnits ?? 0
}

/**
 * A coin quantity as the lender keeps it: to 8 decimals, never below zero. Rounding away binary
 * noise makes 1 - 0.5 - 0.5 read 0, not 1e-17.
 */
export const coins = (quantity: number) => Math.max(0, Math.round(quantity * 1e8) / 1e8)

/** The coins of some deposits (or returns) together. */
export const sumOf = (items: readonly { coinQuantity: number }[]) =>
  items.reduce((sum, item) => sum + item.coinQuantity, 0)

/** What is still to reach the deposit address: the collateral to post less what has arrived. */
export const collateralStillDue = (
  application: Parameters<typeof collateralToPost>[0] & {
    collateralPosting: CollateralPosting
  },
) => coins(collateralToPost(application) - sumOf(application.collateralPosting.received))
