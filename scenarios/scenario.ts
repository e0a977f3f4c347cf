import { bankLinkItemStatusSchema } from '@contract/bank-link'
import { bannerSchema } from '@contract/banners'
import { finalStepStatusSchema, sourceOfIncomeSchema } from '@contract/borrowers'
import { allEndpoints } from '@contract/catalogue'
import { collateralReleaseResultSchema, walletTypeSchema } from '@contract/collateral'
import {
  applicationStateSchema,
  coinTypeSchema,
  residenceShape,
  stageSchema,
} from '@contract/common'
import { z } from 'zod'
import { refinanceLookupSchema, refinanceSeedSchema } from './refinance-schemas'
import { replayStepSchema } from './replay-steps'

/**
 * A banner of the hosted file; `revision` updates it while the story runs (its message changes
 * and its updatedAt becomes that moment), so a dismissal made before no longer holds.
 */
export const scenarioBannerSchema = z.object({
  ...bannerSchema.shape,
  revision: z
    .object({ afterMs: z.number().int().positive(), message: z.string().min(1) })
    .optional(),
})

/**
 * A scenario is plain data: the world the simulation starts from, what the simulated backend
 * decides when asked, the faults it injects and the clock jumps a runner may apply. It is
 * validated when loaded, so a scenario written by hand (or sent from a command line) fails
 * loudly and early instead of half-working.
 */

export const softCreditOutcomeSchema = z.enum([
  'APPROVED',
  'FROZEN',
  'LOCKED',
  'NO_MATCH',
  'DECLINED',
])
export type SoftCreditOutcome = z.infer<typeof softCreditOutcomeSchema>

export const kycOutcomeSchema = z.enum(['APPROVED', 'IN_REVIEW', 'REJECTED'])
export type KycOutcome = z.infer<typeof kycOutcomeSchema>

/** refinance-release-shell §3, plus the code the release screen handles by name (§8). */
export const releaseResultSchema = z.enum([
  ...collateralReleaseResultSchema.options,
  'INVALID_RETURN_ADDRESS',
])
export type ReleaseResult = z.infer<typeof releaseResultSchema>

/**
 * What reaches the deposit address after the borrower says the collateral was sent: all of
 * it, half of it, all of it two days later (inside the 5-day window), or nothing.
 */
export const collateralOutcomeSchema = z.enum(['FULL', 'PARTIAL', 'LATE', 'NEVER'])
export type CollateralOutcome = z.infer<typeof collateralOutcomeSchema>

export const faultSchema = z
  .object({
    /** An endpoint id from the contract (e.g. 'requestOffers'), or '*' for every call. */
    endpoint: z.string().min(1),
    status: z.number().int().min(400).max(599).optional(),
    message: z.string().min(1).optional(),
    latencyMs: z.number().int().nonnegative().optional(),
    /** The request fails as if the connection dropped. */
    networkError: z.boolean().optional(),
    /** How many calls the fault hits; every call when absent. */
    times: z.number().int().positive().optional(),
  })
  .refine(
    (fault) =>
      fault.status !== undefined || fault.latencyMs !== undefined || fault.networkError === true,
    { message: 'A fault needs a status, a latency or a network error' },
  )
export type Fault = z.infer<typeof faultSchema>

const contractEndpointIds: ReadonlySet<string> = new Set(allEndpoints.map(({ id }) => id))

/**
 * A refusal the story's replay expects of the lender: a call of the contract, by its endpoint id
 * (as a fault names it, e.g. 'legacyLogin'), answered with this status. The replay takes that
 * answer, and the browser's console line for it, as part of the story; the same status of any
 * other call is still a deviation. Faults and the decisions that refuse a call (a return address,
 * a Loan ID lookup) expect their refusals without one (scripts/replay/expected-failures.ts).
 */
export const expectedRefusalSchema = z.object({
  endpoint: z.string().refine((id) => contractEndpointIds.has(id), {
    error: (issue) => `"${String(issue.input)}" is no endpoint of the contract`,
  }),
  status: z.number().int().min(400).max(599),
})
export type ExpectedRefusal = z.infer<typeof expectedRefusalSchema>

export const pricePointSchema = z.object({
  atHours: z.number().nonnegative(),
  price: z.number().positive(),
})
export type PricePoint = z.infer<typeof pricePointSchema>

export const collateralArrivalSchema = z.object({
  /** Time after the borrower is asked to post collateral. */
  afterMs: z.number().int().nonnegative(),
  coinQuantity: z.number().positive(),
})

const seedApplicationSchema = z.object({
  organisation: z.string().min(1).optional(),
  state: applicationStateSchema,
  stage: stageSchema,
  residence: z.object(residenceShape),
  /** Offers are priced as if the borrower had asked for them. */
  offerRequest: z
    .object({
      requestedAmount: z.number().positive(),
      collateralType: coinTypeSchema,
      coinQuantity: z.number().positive(),
    })
    .optional(),
  selectFirstOffer: z.boolean().default(false),
  isRollForward: z.boolean().default(false),
  /**
   * A renewal (roll forward) of a funded loan: the collateral the lender holds for it and the
   * cash it lent. The application is a roll-forward one, priced against that collateral.
   */
  renewal: z
    .object({
      collateral: z.object({ type: coinTypeSchema, coinQuantity: z.number().positive() }),
      drawAmount: z.number().positive(),
    })
    .optional(),
  /** Where Verify Identity stands; by default, where the state puts it. */
  identity: z.optional(finalStepStatusSchema),
  /** The collateral posting step, for stories that start after the borrower answered it. */
  collateralPosting: z
    .object({
      sourceWalletType: z.optional(walletTypeSchema),
      /** The borrower said it was sent this long before the story starts. */
      sentAgoMs: z.number().int().nonnegative().optional(),
      /** The borrower opted in to a verification deposit this long before the story starts. */
      optedInAgoMs: z.number().int().nonnegative().optional(),
    })
    .optional(),
  /** Where Disbursement Account stands; not started by default. */
  disbursement: z.optional(finalStepStatusSchema),
  /** A refinance of the former lender's loans (isCelsiusRefi), with its offers priced. */
  refinance: refinanceSeedSchema.optional(),
})

/** What the borrower gave at the details step, for stories that start after it. */
const seedProfileSchema = z.object({
  dob: z.iso.date(),
  phone: z.string().min(7),
  homeAddress: z.object({
    street1: z.string().min(1),
    street2: z.string().nullable().default(null),
    city: z.string().min(1),
    state: z.string().nullable().default(null),
    zip: z.string().min(1),
    country: z.string().length(2),
  }),
  /** Last four digits only: a scenario never holds a whole SSN. */
  ssnLastFour: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  idKind: z.enum(['PASSPORT', 'GIIN']).optional(),
  sourceOfIncome: z._default(sourceOfIncomeSchema, 'EMPLOYMENT'),
})

/** A borrower's home address as a story keeps it: the address fields only, none of the rest. */
export function homeAddressSeed(address: z.input<typeof seedProfileSchema>['homeAddress']) {
  const { street1, street2 = null, city, state = null, zip, country } = address
  return { street1, street2, city, state, zip, country }
}

/** One call of a tester's journal, as a story keeps it to make it again. */
export const recordedCallSchema = z.object({
  method: z.string().min(1),
  /** The path and query, as the world answered it. */
  path: z.string().startsWith('/'),
  /** The request's body, as sent (JSON as text). */
  body: z.string().optional(),
  /** Sent with the session the replay's latest sign-in gave. */
  signedIn: z.boolean().default(false),
  /** The answer's status in the journal (0: the connection dropped). */
  status: z.number().int(),
  /** The answer's `state`, when it had one (an application's). */
  state: z.string().optional(),
  /**
   * The ids the answer named, by where in it (`0.appUuid`): the replay's answer names its own
   * there, and later calls use them in their place.
   */
  ids: z.record(z.string(), z.string()).default({}),
})
export type RecordedCall = z.input<typeof recordedCallSchema>

export const scenarioSchema = z.object({
  /** Kebab-case; the value of `?scenario=` in the browser. */
  name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: z.string().min(1),
  world: z
    .object({
      /** Organisation the app wears; the deployment's orgCode when absent. */
      organisation: z.string().min(1).optional(),
      startTime: z.iso.datetime().default('2025-03-03T15:00:00.000Z'),
      /** Coin prices in US dollars, overriding the fixtures. */
      prices: z.partialRecord(coinTypeSchema, z.number().positive()).default({}),
      borrower: z
        .object({
          signedIn: z.boolean(),
          firstName: z.string().min(1),
          lastName: z.string().min(1),
          email: z.email(),
          profile: seedProfileSchema.optional(),
          /**
           * An account at the lender's legacy identity service, to sign in on /auth/login
           * (docs/decisions/0016): a demo password, the six-digit code the borrower's
           * authenticator shows where two-factor is on, an expired password, and wrong tries
           * already made towards the lock (five lock sign-in for 15 simulated minutes).
           */
          legacySignIn: z
            .object({
              password: z.string().min(8),
              twoFactorCode: z
                .string()
                .regex(/^\d{6}$/)
                .optional(),
              passwordExpired: z.boolean().default(false),
              failedAttempts: z.number().int().min(0).max(4).default(0),
            })
            .optional(),
        })
        .nullable()
        .default(null),
      applications: z.array(seedApplicationSchema).default([]),
      /** The hosted banner file's banners (refinance-release-shell.md §3, §7). */
      banners: z.array(scenarioBannerSchema).default([]),
      /** The signed-in borrower's loans at the servicer, for the web-or-app decision. */
      servicedLoans: z.array(z.object({ isServicedViaApp: z.boolean() })).default([]),
      /**
       * How coin prices move on the simulated clock: points in hours after the start, joined
       * by straight lines; before the first and after the last the price holds.
       */
      pricePaths: z.partialRecord(coinTypeSchema, z.array(pricePointSchema).min(1)).default({}),
    })
    .prefault({}),
  decisions: z
    .object({
      softCredit: softCreditOutcomeSchema.default('APPROVED'),
      kyc: kycOutcomeSchema.default('APPROVED'),
      collateralArrivals: z.array(collateralArrivalSchema).default([]),
      /** Ignored when collateralArrivals lists the deposits one by one. */
      collateral: collateralOutcomeSchema.default('FULL'),
      release: releaseResultSchema.default('SUCCESS'),
      /**
       * Where a newly linked bank stands. A pending status (PENDING, PENDING_VERIFICATION,
       * UPDATING) becomes COMPLETE a few simulated seconds later; the others stay.
       */
      bankLink: z._default(bankLinkItemStatusSchema, 'COMPLETE'),
      /** How a borrower answers a margin call: by collateral or a payment, some hours after it. */
      marginCure: z
        .object({ by: z.enum(['COLLATERAL', 'PAYMENT']), afterHours: z.number().positive() })
        .nullable()
        .default(null),
      /** Feature decisions by experiment key; the identity broker is on unless set false. */
      features: z.record(z.string(), z.boolean()).default({}),
      /** What a refinance Loan ID lookup finds (refinance-release-shell §2). */
      refinanceLookup: refinanceLookupSchema,
    })
    .prefault({}),
  faults: z.array(faultSchema).default([]),
  /** The refusals the replay expects of the lender beyond its faults and decisions. */
  expectedRefusals: z.array(expectedRefusalSchema).default([]),
  /** Named jumps a runner or demo panel can apply in order. */
  clockJumps: z
    .array(z.object({ label: z.string().min(1), advanceMs: z.number().int().positive() }))
    .default(
      [],
    ) /** For a QA replay: where the story opens and what the borrower then does and sees. */,
  replay: z
    .object({
      /** Under the app's base; the root lands on the first application, or /start without one. */
      path: z.string().default(''),
      steps: z.array(replayStepSchema).default([]),
    })
    .prefault({}),
  /**
   * A tester's calls, from a world's journal (`--from-har` of a journal with no pages): the
   * story's replay makes them again, in order, on a world of the story, and expects each
   * answer as the journal had it (scripts/replay/replay-calls.ts).
   */
  calls: z.array(recordedCallSchema).default([]),
})

/** What a scenario author writes: everything with a default may be left out. */
export type Scenario = z.input<typeof scenarioSchema>
/** A scenario with every default filled in, as the simulation reads it. */
export type ResolvedScenario = z.output<typeof scenarioSchema>

/** A scenario whose name is a literal type, so the catalogue can list every name as a type. */
export type NamedScenario<Name extends string = string> = Scenario & { name: Name }

/**
 * A story as written, its name kept as a literal type (the value is returned as it is): the
 * catalogue derives `ScenarioName` from these, so a misspelt name in a test is a type error.
 */
export function defineScenario<const Name extends string>(
  scenario: NamedScenario<Name>,
): NamedScenario<Name> {
  return scenario
}

export function resolveScenario(scenario: Scenario): ResolvedScenario {
  return scenarioSchema.parse(scenario)
}
