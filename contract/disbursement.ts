import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Where the loan is paid: a US bank account (manual or linked), or a USDC wallet. */

export const manualBankAccountSchema = z.object({
  routingNumber: z.string().check(z.regex(/^\d{9}$/)),
  accountNumber: z.string().check(z.regex(/^\d{4,17}$/)),
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
})
export type ManualBankAccount = z.infer<typeof manualBankAccountSchema>

export const setManualDisbursementAccount = defineEndpoint({
  id: 'setManualDisbursementAccount',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/disbursement-account/manual',
  secure: true,
  body: manualBankAccountSchema,
  response: z.unknown(),
  responseKind: 'none',
})

export const setLinkedDisbursementAccount = defineEndpoint({
  id: 'setLinkedDisbursementAccount',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/disbursement-account/plaid',
  secure: true,
  body: z.object({
    /** Upper case, as the linked account reports it (CHECKING, SAVINGS). */
    accountType: z.string().check(z.regex(/^[A-Z_]+$/)),
    achAccountId: z.string().check(z.minLength(1)),
  }),
  response: z.unknown(),
  responseKind: 'none',
})

export const usdcChains = [
  'Arbitrum',
  'Avalanche',
  'Base',
  'Ethereum',
  'Noble',
  'OP Mainnet',
  'Polygon PoS',
  'Provenance',
  'Solana',
] as const

export const setUsdcDisbursementAddress = defineEndpoint({
  id: 'setUsdcDisbursementAddress',
  service: 'lending',
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/disbursement-usdc/address',
  secure: true,
  body: z.object({ address: z.string().check(z.minLength(1)).check(z.maxLength(44)) }),
  response: z.unknown(),
  responseKind: 'none',
})

export const confirmUsdcMicroDeposit = defineEndpoint({
  id: 'confirmUsdcMicroDeposit',
  service: 'lending',
  // Assumption: the method of the confirm call is not shown; POST, like its sibling calls.
  method: 'POST',
  path: '/secure/api/v1/applications/:uuid/disbursement-usdc/micro-deposit-borrower-confirmation',
  secure: true,
  response: z.unknown(),
  responseKind: 'none',
})

/**
 * Where the loan was paid, as the borrower may see it again: only the bank account's last four
 * digits and type, or the USDC wallet's address. Null while none is set.
 */
export const disbursementDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('BANK_ACCOUNT'),
    accountLastFour: z.string().check(z.regex(/^\d{4}$/)),
    /** CHECKING or SAVINGS when the account was linked; null when typed in by hand. */
    accountType: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal('USDC_WALLET'), walletAddress: z.string().check(z.minLength(1)) }),
])
export type DisbursementDestination = z.infer<typeof disbursementDestinationSchema>

export const getDisbursementDestination = defineEndpoint({
  id: 'getDisbursementDestination',
  service: 'lending',
  method: 'GET',
  // Assumption: the spec has no call that reads back where the loan is paid; the finished
  // screen shows it. It answers the last four digits or the wallet, never a full account number.
  path: '/secure/api/v1/applications/:uuid/disbursement-account',
  secure: true,
  response: z.nullable(disbursementDestinationSchema),
})
