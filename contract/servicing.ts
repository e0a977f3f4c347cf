import { coinAmountSchema, uuidSchema } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/**
 * Funded loans as the servicer sees them: what is owed, the collateral held, the coin's price and
 * any margin call. Assumption: neither specification shows the servicing data; core-journey §9
 * gives the rules (LTV lines by rate tier, a 48-hour cure, a courtesy notice, rebalancing, a 2 %
 * liquidation fee), and these are the least fields that let a borrower see them.
 */

export const marginCallSchema = z.object({
  /** When the loan reached its margin-call line (ISO timestamp). */
  calledAt: z.iso.datetime(),
  /** When the 48-hour cure window closes (ISO timestamp). */
  cureBy: z.iso.datetime(),
})
export type MarginCall = z.infer<typeof marginCallSchema>

export const fundedLoanSchema = z.object({
  appUuid: uuidSchema,
  /** US dollars owed. */
  balance: z.number().check(z.nonnegative()),
  /** Interest rate in percent; with the LTV at origination it names the loan's LTV lines. */
  interestRate: z.number().check(z.positive()),
  originationLtv: z.number().check(z.nonnegative()),
  collateral: coinAmountSchema,
  /** US dollars for one coin of the collateral, as the servicer values it now. */
  valueOfOne: z.number().check(z.positive()),
  /** Where more collateral is sent to cure a margin call. */
  depositAddress: z.nullable(z.string().check(z.minLength(1))),
  marginCall: z.nullable(marginCallSchema),
  /** When the loan was liquidated (ISO timestamp); null while it runs. */
  liquidatedAt: z.nullable(z.iso.datetime()),
})
export type FundedLoan = z.infer<typeof fundedLoanSchema>

export const listFundedLoans = defineEndpoint({
  id: 'listFundedLoans',
  service: 'lending',
  method: 'GET',
  // Assumption: the signed-in borrower's funded loans, found by the token.
  path: '/secure/api/v1/loans',
  secure: true,
  response: z.object({
    /** The servicer's now (ISO timestamp): a countdown reads time left from it. */
    asOf: z.iso.datetime(),
    loans: z.array(fundedLoanSchema),
  }),
})
