import { z } from '@/lib/zod'
import { defineEndpoint } from './endpoint'

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
