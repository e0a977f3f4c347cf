import { coinTypeSchema } from '@contract/common'
import { z } from 'zod'

/**
 * The scenario parts of the refinance flow (refinance-release-shell §2, §3): the former
 * lender's loans a Loan ID lookup finds, and refinance applications a story starts with.
 */

/** One of the former lender's loans: its number, coin, cash owed and collateral held. */
export const formerLenderLoanSchema = z.object({
  loanNumber: z.string().min(1),
  coinType: coinTypeSchema,
  /** The cash owed, in US dollars. */
  amount: z.number().positive(),
  /** The collateral the former lender holds for it. */
  coinQuantity: z.number().positive(),
})
export type FormerLenderLoan = z.infer<typeof formerLenderLoanSchema>

/**
 * What a Loan ID lookup answers: the eligible loans (any loan ID finds them; the lookup is
 * aggregated into one application per coin type), nothing ('NONE', the empty result), or a
 * refusal with the server's messages ('ERROR', possibly repeated, as a lender lists one reason
 * per loan checked).
 */
export const refinanceLookupSchema = z
  .object({
    outcome: z.enum(['ELIGIBLE', 'NONE', 'ERROR']).default('ELIGIBLE'),
    loans: z.array(formerLenderLoanSchema).default([
      { loanNumber: 'CL-100234', coinType: 'BTC', amount: 30_000, coinQuantity: 0.5 },
      { loanNumber: 'CL-100235', coinType: 'BTC', amount: 12_000, coinQuantity: 0.25 },
      { loanNumber: 'CL-100481', coinType: 'ETH', amount: 9_000, coinQuantity: 6 },
    ]),
    errorStatus: z.number().int().min(400).max(599).default(422),
    errorMessages: z.array(z.string().min(1)).default([]),
  })
  .prefault({})
export type RefinanceLookup = z.output<typeof refinanceLookupSchema>

/**
 * A refinance application a story starts with: the former lender's loans it aggregates, and
 * the treatment already chosen (with or without stabilization), for stories past selection.
 */
export const refinanceSeedSchema = z.object({
  loans: z.array(formerLenderLoanSchema).min(1),
  selected: z.enum(['CUSTODY_ONLY', 'OWNERSHIP_TRANSFER']).optional(),
  stabilizationOptIn: z.boolean().optional(),
})
export type RefinanceSeed = z.infer<typeof refinanceSeedSchema>
