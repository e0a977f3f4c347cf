import { formerLenderStates } from './former-lender'
import { z } from './zod'

/**
 * Shapes shared by several calls.
 * Units: money in US dollars; interest rates, APR and fees in percent (8.91 means 8.91 %);
 * loan-to-value as a fraction (0.5 means 50 %), as the spec's 'LTV under 0.2' rule reads it.
 */

/** Every coin the platform knows. SOL exists but is never offered for selection. */
export const coinTypeSchema = z.enum(['BTC', 'ETH', 'SOL'])
export type CoinType = z.infer<typeof coinTypeSchema>

/** Coins a borrower may pledge. */
export const selectableCoinTypeSchema = z.enum(['BTC', 'ETH'])
export type SelectableCoinType = z.infer<typeof selectableCoinTypeSchema>

export const coinAmountSchema = z.object({
  coinQuantity: z.number().check(z.nonnegative()),
  type: coinTypeSchema,
})
export type CoinAmount = z.infer<typeof coinAmountSchema>

export const stageSchema = z.enum([
  'UNINITIALIZED_STATE',
  'APPLYING',
  'PROCESSING',
  'ORIGINATING',
  'COLLATERAL_RELEASE',
  'FINAL',
])
export type Stage = z.infer<typeof stageSchema>

export const applicationStateSchema = z.enum([
  'APP_START',
  'ATTACH_PROFILE',
  'BORROWER_DETAILS',
  'CANCELLED',
  'COMPLETE',
  'DECLINED',
  'EXPIRED',
  'FINAL_STEPS',
  'FUNDABLE',
  'GEN_APP_DISCLOSURES',
  'KYC_VERIFY',
  'CRYPTO_FUNDING_VERIFY',
  'BORROWER_MICRO_DEPOSIT_CONFIRM',
  'MANUAL_FUNDING_RELEASE',
  'OFFER_SELECT',
  'PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER',
  'SIGN_DOCS',
  'SOFT_CREDIT',
  'SOFT_CREDIT_FROZEN',
  'SOFT_CREDIT_LOCKED',
  'SOFT_CREDIT_NO_MATCH',
  'UNINITIALIZED_STATUS',
  'WAITING_FOR_COLLATERAL',
  // Refinance states (refinance-release-shell.md §3); they count as submitted.
  formerLenderStates.waitingForTopUp,
  formerLenderStates.fullCollateralReceived,
  formerLenderStates.topUpRequested,
])
export type ApplicationState = z.infer<typeof applicationStateSchema>

/**
 * A state as the lender reports it. The lender may add states before this app knows them; such
 * a state is kept as it came (the routing table's 'unknown' row sends it to the dashboard)
 * rather than failing the answer and showing an error.
 */
export type ReportedApplicationState = ApplicationState | (string & {})
export const reportedApplicationStateSchema = z.pipe(
  z.string().check(z.minLength(1)),
  z.transform((state: string): ReportedApplicationState => state),
)

/**
 * Where the borrower lives: a US state for domestic loans, a country for international ones.
 * Exactly one of the two is sent; `withResidence` adds the pair to a body schema.
 */
export const residenceShape = {
  state: z.optional(z.string().check(z.length(2))),
  country: z.optional(z.string().check(z.length(2))),
}

function exactlyOneResidence(value: { state?: unknown; country?: unknown }): boolean {
  return (value.state === undefined) !== (value.country === undefined)
}

export function withResidence<T extends z.core.$ZodShape>(shape: T) {
  return z.object({ ...shape, ...residenceShape }).check(
    z.refine((value) => exactlyOneResidence(value as { state?: unknown; country?: unknown }), {
      message: 'Exactly one of state or country is required',
    }),
  )
}

export const residenceSchema = withResidence({})
export type Residence = z.infer<typeof residenceSchema>

export const uuidSchema = z.string().check(z.minLength(1))

export const orgCodeQuerySchema = z.object({ orgCode: z.string().check(z.minLength(1)) })

export const collateralReuseConsentSchema = z.enum([
  'DECLINE_REHYPOTHECATION',
  'ALLOW_REHYPOTHECATION',
])
