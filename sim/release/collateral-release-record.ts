import { collateralReleaseResultSchema } from '@contract/collateral'
import { z } from 'zod'

/**
 * What the lender keeps about releasing an application's collateral: the borrower's latest
 * request, every answer given, and the coins sent back. Every field has a default, so a world
 * saved before this record existed still loads.
 */
export const collateralReleaseSchema = z.object({
  /** The latest request the lender accepted to look at: its id and the return address. */
  request: z
    .object({ requestId: z.string().min(1), address: z.string().min(1) })
    .nullable()
    .default(null),
  /** Every answer, oldest first. */
  responses: z
    .array(z.object({ id: z.string().min(1), result: collateralReleaseResultSchema }))
    .default([]),
  /** When the custodian sends the coins back after a successful request (simulated ms). */
  returnDueAt: z.number().nullable().default(null),
  /** Coins sent back to the return address. */
  returned: z.array(z.object({ at: z.number(), coinQuantity: z.number().positive() })).default([]),
})
export type CollateralRelease = z.infer<typeof collateralReleaseSchema>

/** The release area's field on an application record. */
export const releaseApplicationParts = { collateralRelease: collateralReleaseSchema.prefault({}) }

type ReleaseApplicationParts = typeof releaseApplicationParts
declare module '../core/models' {
  interface ApplicationParts extends ReleaseApplicationParts {}
}
