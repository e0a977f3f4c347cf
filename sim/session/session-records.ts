import { z } from 'zod'

/** A session the identity broker or the legacy identity service signed a borrower in with. */
export const sessionRecordSchema = z.object({
  token: z.string().min(1),
  borrowerUuid: z.string().min(1),
  issuedAt: z.number(),
  /** Which service signed the borrower in: the identity broker, or the legacy identity service. */
  kind: z.enum(['BROKER', 'LEGACY']).default('BROKER'),
  /**
   * A legacy sign-in not complete: its two-factor code still to give, or its password expired
   * (a new one to set at the lender's page). Such a token reads the legacy profile (and gives
   * the code), nothing else.
   */
  awaiting: z.enum(['CODE', 'NEW_PASSWORD']).nullable().default(null),
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

/** The sessions of the signed-in borrowers. */
export const sessionRecords = { sessions: sessionRecordSchema }

type SessionRecords = typeof sessionRecords
declare module '../core/models' {
  interface AreaRecords extends SessionRecords {}
}
