import { Collection } from '@msw/data'
import { z } from 'zod'
import { applicationSchema } from '@/api/contract/applications'
import { bankLinkItemStatusSchema } from '@/api/contract/bank-link'
import {
  consentSchema,
  finalStepStatusSchema,
  identityDocumentTypeSchema,
  sourceOfIncomeSchema,
} from '@/api/contract/borrowers'
import { coinTypeSchema } from '@/api/contract/common'
import { organisationInfoSchema } from '@/api/contract/organisation'
import { addressSchema, personNameSchema } from '@/api/contract/profile'
import { countrySchema, stateResidenceSchema } from '@/api/contract/reference'
import { sendTelemetryEvent, telemetrySessionKeySchema } from '@/api/contract/telemetry'
import { collateralPostingSchema } from '../collateral/collateral-posting'
import { loanEventSchema } from '../loan-health/loan-watch'
import { refinanceRecordSchema } from '../refinance/refinance-record'
import { collateralReleaseSchema } from '../release/collateral-release-record'

/**
 * The simulated backend's records, built from the contract's schemas so a record can be
 * answered as it is. Internal fields (who owns an application, where the borrower lives) are
 * added next to the contract's and stripped before answering.
 */

export const applicationRecordSchema = z.object({
  ...applicationSchema.shape,
  organisation: z.string().min(1),
  residence: z.object({ state: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** The signed-in borrower the application belongs to, once known. */
  ownerUuid: z.string().nullable(),
  /** What the details step sent: the source of income, once submitted. */
  sourceOfIncome: z.nullable(sourceOfIncomeSchema).default(null),
  /** Consents given for this application (the soft credit one among them). */
  consents: z.array(consentSchema).default([]),
  /** Final steps the lender tracks itself; agreements and collateral follow the state. */
  progress: z
    .object({
      identity: z._default(finalStepStatusSchema, 'NOT_STARTED'),
      disbursement: z._default(finalStepStatusSchema, 'NOT_STARTED'),
      /** IN_PROGRESS once some, not all, loan documents are signed; the state says the rest. */
      agreements: z._default(finalStepStatusSchema, 'NOT_STARTED'),
    })
    .prefault({}),
  /** When the application entered its current state (simulated ms); null in older worlds. */
  stateEnteredAt: z.number().nullable().default(null),
  /** The collateral posting step: wallet type, the borrower's confirmations, deposits. */
  collateralPosting: collateralPostingSchema.prefault({}),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** A renewal's cash: what the loan being rolled forward lent, priced again at renewal. */
  rollForwardDrawAmount: z.number().positive().nullable().default(null),
  /** Once funded: collateral added and payments made (see loan-watch.ts). */
  loanEvents: z.array(loanEventSchema).default([]),
  /** Releasing the collateral once the loan is paid off: requests, answers, coins returned. */
  collateralRelease: collateralReleaseSchema.prefault({}),
  /** A refinance of the former lender's loans: what it aggregates and what was chosen. */
  refinance: refinanceRecordSchema.nullable().default(null),
})
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>

/**
 * The borrower's account at the lender's legacy identity service (docs/decisions/0016), for a
 * story that signs in on /auth/login: the story's own demo password, the code the borrower's
 * authenticator shows where two-factor is on, and the wrong tries counted towards the lock.
 * Only a story writes an account; a password typed on the page is compared, never kept.
 */
export const legacyAccountSchema = z.object({
  password: z.string().min(1),
  twoFactorCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  passwordExpired: z.boolean(),
  failedAttempts: z.number().int().nonnegative(),
  /** Simulated ms until which sign-in is refused; null when not locked. */
  lockedUntil: z.number().nullable(),
})
export type LegacyAccount = z.infer<typeof legacyAccountSchema>

/** Only what the simulation needs to know about a borrower: never an SSN or ID number. */
export const borrowerRecordSchema = z.object({
  uuid: z.string().min(1),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string().min(1),
  /** Null for a borrower who signs in through the identity broker only (and in older worlds). */
  legacySignIn: legacyAccountSchema.nullable().default(null),
})
export type BorrowerRecord = z.infer<typeof borrowerRecordSchema>

/**
 * The borrower's profile as the profile service keeps it. Never the SSN or an ID number:
 * whether one was given, the SSN's last four digits and the kind of ID.
 */
export const profileRecordSchema = z.object({
  uuid: z.string().min(1),
  name: z.nullable(personNameSchema),
  dob: z.string().nullable(),
  hasSsn: z.boolean(),
  ssnLastFour: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  idKind: z.enum(['PASSPORT', 'GIIN']).nullable(),
  countryOfCitizenship: z.string().nullable(),
  addresses: z.array(addressSchema),
  phone: z.string().nullable(),
  consents: z.array(consentSchema),
  updatedAt: z.number(),
})
export type ProfileRecord = z.infer<typeof profileRecordSchema>

/** An uploaded identity document: what it is, never its bytes. */
export const identityDocumentRecordSchema = z.object({
  id: z.string().min(1),
  appUuid: z.string().min(1),
  ownerUuid: z.string().min(1),
  documentType: identityDocumentTypeSchema,
  side: z.enum(['FRONT', 'BACK']).nullable(),
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  uploadedAt: z.number(),
})
export type IdentityDocumentRecord = z.infer<typeof identityDocumentRecordSchema>

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

export const priceRecordSchema = z.object({
  collateralType: coinTypeSchema,
  valueOfOne: z.number().positive(),
  /** A price set from the demo panel, from that moment on, over the scenario's price path. */
  byHand: z
    .object({ valueOfOne: z.number().positive(), from: z.number() })
    .nullable()
    .default(null),
})
export type PriceRecord = z.infer<typeof priceRecordSchema>

/**
 * Work the simulated lender does later, on the simulated clock (preparing disclosures, a
 * credit decision). Saved with the world, so a reload resumes pending work.
 */
export const jobRecordSchema = z.object({
  id: z.string().min(1),
  appUuid: z.string().min(1),
  /** A scheduled row's event in the transition table. */
  event: z.string().min(1),
  runAt: z.number(),
  /** Breaks ties between jobs due at the same time: first scheduled, first run. */
  order: z.number().int().nonnegative(),
  /** A deadline counted from an earlier moment: kept when the application changes state. */
  keep: z.boolean().default(false),
})
export type JobRecord = z.infer<typeof jobRecordSchema>

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

/** A telemetry session the sink handed out: its key and when it began. */
export const telemetrySessionRecordSchema = z.object({
  ...telemetrySessionKeySchema.shape,
  startedAt: z.number(),
})
export type TelemetrySessionRecord = z.infer<typeof telemetrySessionRecordSchema>

/** An event the telemetry sink received, as sent, so tests and demos can read it back. */
export const telemetryEventRecordSchema = z.object({
  ...sendTelemetryEvent.body.shape,
  receivedAt: z.number(),
})
export type TelemetryEventRecord = z.infer<typeof telemetryEventRecordSchema>

export const collectionSchemas = {
  applications: applicationRecordSchema,
  borrowers: borrowerRecordSchema,
  sessions: sessionRecordSchema,
  profiles: profileRecordSchema,
  identityDocuments: identityDocumentRecordSchema,
  organisations: organisationInfoSchema,
  states: stateResidenceSchema,
  countries: countrySchema,
  prices: priceRecordSchema,
  jobs: jobRecordSchema,
  bankLinkItems: bankLinkItemRecordSchema,
  disbursementAccounts: disbursementAccountRecordSchema,
  loanDocuments: loanDocumentRecordSchema,
  telemetrySessions: telemetrySessionRecordSchema,
  telemetryEvents: telemetryEventRecordSchema,
} as const

export type CollectionName = keyof typeof collectionSchemas

export function createCollections() {
  return {
    applications: new Collection({ schema: applicationRecordSchema }),
    borrowers: new Collection({ schema: borrowerRecordSchema }),
    sessions: new Collection({ schema: sessionRecordSchema }),
    profiles: new Collection({ schema: profileRecordSchema }),
    identityDocuments: new Collection({ schema: identityDocumentRecordSchema }),
    organisations: new Collection({ schema: organisationInfoSchema }),
    states: new Collection({ schema: stateResidenceSchema }),
    countries: new Collection({ schema: countrySchema }),
    prices: new Collection({ schema: priceRecordSchema }),
    jobs: new Collection({ schema: jobRecordSchema }),
    bankLinkItems: new Collection({ schema: bankLinkItemRecordSchema }),
    disbursementAccounts: new Collection({ schema: disbursementAccountRecordSchema }),
    loanDocuments: new Collection({ schema: loanDocumentRecordSchema }),
    telemetrySessions: new Collection({ schema: telemetrySessionRecordSchema }),
    telemetryEvents: new Collection({ schema: telemetryEventRecordSchema }),
  }
}
export type Collections = ReturnType<typeof createCollections>
