import { coinTypeSchema } from '@contract/common'
import { formerLenderLoanSchema } from '@scenarios/refinance-schemas'
import { z } from 'zod'

/**
 * What the lender keeps about a refinance application beside the contract's fields: the former
 * lender's loans it aggregates (one coin type), their total cash and collateral, the borrower's
 * stabilization choice and when the top-up expires. Internal: answered only through the
 * refinance application's own shape.
 */
export const refinanceRecordSchema = z.object({
  loans: z.array(formerLenderLoanSchema),
  coinType: coinTypeSchema,
  amount: z.number().positive(),
  coinQuantity: z.number().positive(),
  stabilizationOptIn: z.boolean().nullable().default(null),
  /** When the top-up must have arrived (simulated ms), once one is requested. */
  topUpExpiresAt: z.number().nullable().default(null),
})
export type RefinanceRecord = z.infer<typeof refinanceRecordSchema>

/** The refinance area's field on an application record: null but for a refinance. */
export const refinanceApplicationParts = {
  refinance: refinanceRecordSchema.nullable().default(null),
}

type RefinanceApplicationParts = typeof refinanceApplicationParts
declare module '../core/models' {
  interface ApplicationParts extends RefinanceApplicationParts {}
}
