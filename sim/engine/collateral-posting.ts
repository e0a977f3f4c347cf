import { z } from 'zod'
import { walletTypeSchema } from '@/api/contract/collateral'

/**
 * What the lender keeps about the collateral of one application: the borrower's answers on the
 * posting step and what has reached the deposit address. Every field has a default, so a world
 * saved before this record existed still loads.
 */
export const collateralPostingSchema = z.object({
  sourceWalletType: walletTypeSchema.nullable().default(null),
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
