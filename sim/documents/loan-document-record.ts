import { z } from 'zod'

/**
 * A document the lender prepared: a loan document for signing, or a notice it gives (the adverse
 * action notice of a declined application, never to sign: it is born signed, so it is never in
 * the unsigned list). What it is and whether it is signed, never its bytes (the PDF is built
 * again on each download from the application and the profile).
 */
export const loanDocumentRecordSchema = z.object({
  uuid: z.string().min(1),
  appUuid: z.string().min(1),
  kind: z.enum([
    'LOAN_AND_SECURITY_AGREEMENT',
    'TRUTH_IN_LENDING',
    'COLLATERAL_CUSTODY',
    'ADVERSE_ACTION_NOTICE',
  ]),
  /** Position in the signing order. */
  order: z.number().int().nonnegative(),
  createdAt: z.number(),
  signedAt: z.number().nullable(),
})
export type LoanDocumentRecord = z.infer<typeof loanDocumentRecordSchema>

/** The documents the lender prepared, for every application. */
export const documentRecords = { loanDocuments: loanDocumentRecordSchema }

type DocumentRecords = typeof documentRecords
declare module '../core/models' {
  interface AreaRecords extends DocumentRecords {}
}
