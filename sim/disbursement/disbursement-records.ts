import { bankLinkItemStatusSchema } from '@contract/bank-link'
import { z } from 'zod'

/**
 * A bank linked through the bank-link service, for one borrower. Account numbers are never
 * held: each account keeps the last four digits the bank reports (`mask`).
 */
export const bankLinkItemRecordSchema = z.object({
  itemUuid: z.string().min(1),
  ownerUuid: z.string().min(1),
  institutionId: z.string().min(1),
  institutionName: z.string().min(1),
  status: bankLinkItemStatusSchema,
  accounts: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      officialName: z.string().nullable(),
      accountType: z.string().min(1),
      mask: z.string(),
    }),
  ),
  accessToken: z.string().min(1),
  linkedAt: z.number(),
})
export type BankLinkItemRecord = z.infer<typeof bankLinkItemRecordSchema>

/**
 * Where an application's loan is paid. A manual account keeps only the last four digits of
 * the account and routing numbers; a linked one the account's id; USDC the wallet address.
 */
export const disbursementAccountRecordSchema = z.object({
  appUuid: z.string().min(1),
  kind: z.enum(['MANUAL', 'LINKED', 'USDC']),
  accountLastFour: z.string().nullable().default(null),
  routingLastFour: z.string().nullable().default(null),
  accountType: z.string().nullable().default(null),
  achAccountId: z.string().nullable().default(null),
  walletAddress: z.string().nullable().default(null),
  setAt: z.number(),
})
export type DisbursementAccountRecord = z.infer<typeof disbursementAccountRecordSchema>

/** The banks each borrower linked, and where each application's loan is paid. */
export const disbursementRecords = {
  bankLinkItems: bankLinkItemRecordSchema,
  disbursementAccounts: disbursementAccountRecordSchema,
}

type DisbursementRecords = typeof disbursementRecords
declare module '../core/models' {
  interface AreaRecords extends DisbursementRecords {}
}
