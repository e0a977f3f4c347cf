import { coinAmountSchema, coinTypeSchema } from './common'
import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Collateral: the deposit wallet, what arrived, what is due, and its release. */

export const walletTypeSchema = z.enum(['SELF_HOSTED', 'CUSTODIAL'])
export type WalletType = z.infer<typeof walletTypeSchema>

export const collateralReleaseResultSchema = z.enum([
  'SUCCESS',
  'WITHDRAWAL_FAILED',
  'NO_COLLATERAL',
  'PENDING_TRANSACTIONS',
  'DUPLICATE_REQUEST',
  'INVALID_ADDRESS',
])
export type CollateralReleaseResult = z.infer<typeof collateralReleaseResultSchema>

export const collateralTransactionSchema = z.object({
  transactionTime: z.string().check(z.minLength(1)),
  transactionType: z.string().check(z.minLength(1)),
  transactionAmount: coinAmountSchema,
})

export const collateralSchema = z.object({
  wallet: z.nullable(
    z.object({
      /** Null until the custodian has opened the deposit address. */
      depositAddress: z.nullable(z.string().check(z.minLength(1))),
      currentTotalCoinBalance: coinAmountSchema,
      transactions: z.array(collateralTransactionSchema),
    }),
  ),
  requiredCoinAmount: coinAmountSchema,
  remainingCoinAmountDue: coinAmountSchema,
  collateralPrice: z.object({ type: coinTypeSchema, valueOfOne: z.number().check(z.positive()) }),
  microDepositVerify: z.nullable(
    z.object({
      borrowerOptIn: z.boolean(),
      minVerifyAmount: coinAmountSchema,
      /** Assumption: when the borrower opted in, to time the 24-hour not-found message. */
      optInTime: z.nullable(z.string()),
    }),
  ),
  collateralReleaseRequest: z.nullable(
    z.object({
      requestId: z.string().check(z.minLength(1)),
      address: z.string().check(z.minLength(1)),
    }),
  ),
  collateralReleaseResponses: z.array(
    z.object({ id: z.string().check(z.minLength(1)), result: collateralReleaseResultSchema }),
  ),
  /** Assumption: whether held collateral may now be released (the 'Ready for Release' row). */
  readyForRelease: z.boolean(),
  /**
   * Assumption: when the lender made this answer (ISO time), so the 24-hour not-found rule is
   * measured on the lender's clock rather than the device's; the device's clock when absent.
   */
  asOf: z.optional(z.string()),
})
export type Collateral = z.infer<typeof collateralSchema>

const applicationCollateral = '/secure/api/v1/applications/:uuid/collateral'

export const getCollateral = defineEndpoint({
  id: 'getCollateral',
  service: 'lending',
  method: 'GET',
  path: applicationCollateral,
  secure: true,
  response: collateralSchema,
})

export const calculateCollateral = defineEndpoint({
  id: 'calculateCollateral',
  service: 'lending',
  method: 'POST',
  path: `${applicationCollateral}/calculate`,
  secure: true,
  // Assumption: no body; the answer is what is required and what remains.
  response: z.object({
    requiredCoinAmount: coinAmountSchema,
    remainingCoinAmountDue: coinAmountSchema,
    collateralPrice: z.object({ type: coinTypeSchema, valueOfOne: z.number().check(z.positive()) }),
  }),
})

export const releaseCollateral = defineEndpoint({
  id: 'releaseCollateral',
  service: 'lending',
  // Assumption: the method is not shown; POST, as a request that changes state.
  method: 'POST',
  path: `${applicationCollateral}/release`,
  secure: true,
  body: z.object({ returnAddress: z.string().check(z.trim()).check(z.minLength(1)) }),
  // Assumption: the answer names the request and its result; errors carry an error code
  // such as INVALID_RETURN_ADDRESS in their body.
  response: z.object({
    requestId: z.string().check(z.minLength(1)),
    result: collateralReleaseResultSchema,
  }),
})

export const releaseErrorBodySchema = z.object({
  message: z.string(),
  errorCode: z.optional(z.string()),
})

export const confirmCollateralSent = defineEndpoint({
  id: 'confirmCollateralSent',
  service: 'lending',
  method: 'POST',
  path: `${applicationCollateral}/borrower-confirmation`,
  secure: true,
  response: z.unknown(),
  responseKind: 'none',
})

export const setSourceWalletType = defineEndpoint({
  id: 'setSourceWalletType',
  service: 'lending',
  method: 'POST',
  path: `${applicationCollateral}/source-wallet-type`,
  secure: true,
  // The body is the bare wallet type string.
  bodyKind: 'text',
  body: walletTypeSchema,
  response: z.unknown(),
  responseKind: 'none',
})

export const confirmCollateralMicroDeposit = defineEndpoint({
  id: 'confirmCollateralMicroDeposit',
  service: 'lending',
  // Assumption: the method of the confirm call is not shown.
  method: 'POST',
  path: `${applicationCollateral}/micro-deposit-borrower-confirmation`,
  secure: true,
  response: z.unknown(),
  responseKind: 'none',
})
