import { coinPriceFixtures } from '@fixtures/coin-prices'
import { countryFixtures } from '@fixtures/countries'
import { DEFAULT_ORG_CODE, organisationFixtures } from '@fixtures/organisations'
import { stateFixtures } from '@fixtures/states'
import type { ResolvedScenario } from '@scenarios/scenario'
import type { FinalStepStatus } from '@/api/contract/borrowers'
import type { ApplicationState, Residence } from '@/api/contract/common'
import { createApplicationOperations } from '../applications/application-operations'
import { createBorrowerOperations } from '../borrower/borrower-operations'
import { AGREEMENTS_SIGNED } from '../borrower/final-steps'
import { createProfileOperations } from '../borrower/profile-operations'
import { createCollateralOperations } from '../collateral/collateral-operations'
import { seedCollateralPosting, seededCollateralDue } from '../collateral/collateral-posting'
import { createDisbursementOperations } from '../disbursement/disbursement-operations'
import { createDocumentOperations } from '../documents/document-operations'
import { createLoanHealthOperations } from '../loan-health/loan-health-operations'
import { createPlatformOperations } from '../platform/platform-operations'
import { createPricingOperations } from '../pricing/pricing-operations'
import { createReferenceOperations } from '../pricing/reference-operations'
import { createRefinanceOperations } from '../refinance/refinance-operations'
import { createReleaseOperations } from '../release/release-operations'
import { createRenewalOperations } from '../renewal/renewal-operations'
import { createLegacySignInOperations } from '../session/legacy-sign-in-operations'
import { createSessionOperations } from '../session/session-operations'
import { makeTokenSecret } from '../session/signed-token'
import { createApplicationStore } from './application-store'
import type { SimClock } from './clock'
import { createDemoOperations } from './demo-operations'
import type { EngineContext } from './engine-context'
import { createIdSource } from './id-source'
import {
  type BorrowerRecord,
  type CollectionName,
  type Collections,
  createCollections,
} from './models'
import { toPlain } from './plain'
import { createScheduler } from './scheduler'
import { unauthenticated } from './sim-error'
import { createStateMachine } from './state-machine'
import type { TransitionEvent } from './transitions'
import {
  WORLD_SNAPSHOT_VERSION,
  type WorldSnapshot,
  withoutSensitiveFields,
} from './world-snapshot'

/** Feature decisions when a scenario does not set them: sign-in goes through the broker. */
const DEFAULT_FEATURES: Readonly<Record<string, boolean>> = { 'identity-broker': true }

export interface EngineOptions {
  clock: SimClock
  scenario: ResolvedScenario
  /** Called after any change to the world, e.g. to save it. */
  onChange?: () => void
  /** Repeatable ids from this seed; random ones when null (the default). */
  idSeed?: number | null
}

/**
 * The simulated lending backend, without HTTP: operations take and return contract shapes and
 * throw SimError to refuse. Browser, Node tests and the HTTP server all drive this one engine.
 */
export function createEngine(options: EngineOptions) {
  const { clock } = options
  const collections = createCollections()
  const ids = createIdSource({ seed: options.idSeed ?? null })
  // Made anew with each world: a token of an earlier world, or of another server, means nothing.
  let tokenSecret = makeTokenSecret(ids.seed)
  let scenario = options.scenario
  // Loading a world creates hundreds of records; the host hears about it once, at the end.
  let muted = false

  const context: EngineContext = {
    collections,
    clock,
    ids,
    tokenSecret: () => tokenSecret,
    scenario: () => scenario,
    changed: () => {
      if (!muted) options.onChange?.()
    },
  }
  const reference = createReferenceOperations(context)
  const store = createApplicationStore(context)
  // Whoever shows the world (the browser's app) hears when the lender's work moved it.
  const lenderWorkListeners = new Set<() => void>()
  const scheduler = createScheduler({
    collections,
    clock,
    ids,
    changed: context.changed,
    worked: () => {
      for (const listener of lenderWorkListeners) listener()
    },
    run: async (job) => {
      if (await disbursement.runBankLinkJob(job)) return
      // A job whose application has gone, or moved on another way, has nothing left to do.
      if (!store.find(job.appUuid)) return
      if (await collateral.runJob(job)) return
      if (await releases.runJob(job)) return
      await machine.fire(job.appUuid, job.event as TransitionEvent)
    },
  })
  const machine = createStateMachine(context, store, scheduler)
  const applications = createApplicationOperations(context, store)
  const pricing = createPricingOperations(context, store, machine, scheduler, reference.valueOfOne)
  const profiles = createProfileOperations(context)
  const borrowers = createBorrowerOperations(context, store, machine, scheduler, profiles)
  const sessions = createSessionOperations(context)
  const legacySignIn = createLegacySignInOperations(context, sessions)
  const disbursement = createDisbursementOperations(context, store, scheduler)
  const collateral = createCollateralOperations(
    context,
    store,
    machine,
    scheduler,
    reference.valueOfOne,
  )
  const releases = createReleaseOperations(context, store, machine, scheduler, (uuid, borrower) =>
    collateral.getCollateral(uuid, borrower),
  )
  const renewals = createRenewalOperations(context, store, machine, scheduler, reference.valueOfOne)
  const documents = createDocumentOperations(context, store, machine, profiles)
  const platform = createPlatformOperations(context)
  const refinance = createRefinanceOperations(
    context,
    store,
    machine,
    scheduler,
    applications,
    reference.valueOfOne,
  )
  const loanHealth = createLoanHealthOperations(context, store)
  const demo = createDemoOperations(context, store, machine, scheduler)

  // Time passing (a demo's jump, a test's advance) runs the lender's due work; not while a
  // world is being built, which runs it once at the end.
  let building = false
  clock.subscribe(() => {
    if (!building) void scheduler.runDue()
  })

  async function quietly(work: () => Promise<void>): Promise<void> {
    muted = true
    building = true
    try {
      await work()
    } finally {
      muted = false
      building = false
    }
    await scheduler.runDue()
    options.onChange?.()
  }

  function clearAll() {
    for (const collection of Object.values(collections)) collection.clear()
  }

  /** Empties the world and builds the scenario's starting world from the fixtures. */
  async function load(next: ResolvedScenario): Promise<void> {
    await quietly(async () => {
      scenario = next
      clearAll()
      ids.setCounter(0)
      tokenSecret = makeTokenSecret(ids.seed)
      clock.set(Date.parse(next.world.startTime))
      const { world } = next
      for (const organisation of organisationFixtures)
        await collections.organisations.create(organisation)
      for (const state of stateFixtures) await collections.states.create(state)
      for (const country of countryFixtures) await collections.countries.create(country)
      for (const [collateralType, valueOfOne] of Object.entries(coinPriceFixtures)) {
        await collections.prices.create({
          collateralType: collateralType as keyof typeof coinPriceFixtures,
          valueOfOne: world.prices[collateralType as keyof typeof coinPriceFixtures] ?? valueOfOne,
        })
      }
      const legacy = world.borrower?.legacySignIn
      const borrower = world.borrower
        ? await collections.borrowers.create({
            uuid: ids.next(),
            firstName: world.borrower.firstName,
            lastName: world.borrower.lastName,
            email: world.borrower.email,
            legacySignIn: legacy
              ? {
                  password: legacy.password,
                  twoFactorCode: legacy.twoFactorCode ?? null,
                  passwordExpired: legacy.passwordExpired,
                  failedAttempts: legacy.failedAttempts,
                  lockedUntil: null,
                }
              : null,
          })
        : null
      if (borrower && world.borrower?.signedIn) await sessions.issueToken(borrower.uuid)
      const seedProfile = world.borrower?.profile
      if (borrower && seedProfile) {
        const { homeAddress } = seedProfile
        await collections.profiles.create({
          uuid: borrower.uuid,
          name: { firstName: borrower.firstName, lastName: borrower.lastName, suffix: null },
          dob: seedProfile.dob,
          hasSsn: homeAddress.country === 'US',
          ssnLastFour: seedProfile.ssnLastFour ?? null,
          idKind: seedProfile.idKind ?? null,
          countryOfCitizenship: homeAddress.country === 'US' ? 'US' : null,
          addresses: [{ type: 'HOME', ...homeAddress }],
          phone: seedProfile.phone,
          consents: [],
          updatedAt: clock.now(),
        })
      }
      for (const seed of world.applications) {
        const organization = seed.organisation ?? world.organisation ?? DEFAULT_ORG_CODE
        const { appUuid } = await applications.createApplication({ organization }, borrower)
        if (seed.offerRequest) {
          const offers = await pricing.requestOffers(
            appUuid,
            {
              ...seed.offerRequest,
              ...(seed.residence as Residence),
            },
            borrower,
          )
          const first = offers[0]
          if (seed.selectFirstOffer && first) {
            await pricing.selectOffer(appUuid, first.uuid, borrower)
          }
        }
        if (seed.renewal) {
          await renewals.seedRenewal(appUuid, seed.renewal, seed.residence as Residence)
        }
        if (seed.refinance) await refinance.seedRefinance(appUuid, seed.refinance)
        // The seed names where the story stands; earlier steps only filled in the data.
        const seeded = await store.updateApplication(store.findApplication(appUuid), (draft) => {
          draft.isRollForward = seed.isRollForward
          draft.progress.identity = seed.identity ?? identityAt(seed.state)
          seedCollateralPosting(draft.collateralPosting, seed.collateralPosting, clock.now())
          draft.collateral = seededCollateralDue(
            draft.collateral,
            draft.selectedOffer?.collateralUnits,
            seed.state,
          )
          if (seed.disbursement) draft.progress.disbursement = seed.disbursement
          if (seedProfile && isPastDetails(seed.state)) {
            draft.sourceOfIncome = seedProfile.sourceOfIncome
          }
        })
        await machine.seed(seeded, seed.state, seed.stage)
      }
    })
  }

  function snapshot(): WorldSnapshot {
    const records = Object.fromEntries(
      Object.entries(collections).map(([name, collection]) => [name, toPlain(collection.all())]),
    ) as unknown as WorldSnapshot['collections']
    return withoutSensitiveFields({
      version: WORLD_SNAPSHOT_VERSION,
      scenario: toPlain(scenario),
      clockNow: clock.now(),
      idCounter: ids.counter,
      idSeed: ids.seed,
      tokenSecret,
      collections: records,
    })
  }

  /** Replaces the world with a saved one (already parsed and checked). */
  async function restore(saved: WorldSnapshot): Promise<void> {
    await quietly(async () => {
      scenario = saved.scenario
      clearAll()
      for (const name of Object.keys(collections) as CollectionName[]) {
        const collection = collections[name] as Collections[CollectionName]
        for (const record of saved.collections[name]) {
          await (collection.create as (value: unknown) => Promise<unknown>)(record)
        }
      }
      ids.setCounter(saved.idCounter)
      ids.setSeed(saved.idSeed)
      tokenSecret = saved.tokenSecret
      clock.set(saved.clockNow)
    })
  }

  return {
    ...reference,
    ...applications,
    ...pricing,
    ...borrowers,
    ...profiles,
    ...sessions,
    ...legacySignIn,
    ...disbursement,
    ...collateral,
    releaseCollateral: releases.releaseCollateral,
    ...renewals,
    /** Choosing an offer: a roll-forward application takes the renewal's own path. */
    selectOffer(appUuid: string, offerUuid: string, borrower: BorrowerRecord | null = null) {
      if (!store.findApplication(appUuid).isRollForward) {
        return pricing.selectOffer(appUuid, offerUuid, borrower)
      }
      if (!borrower) throw unauthenticated()
      return renewals.selectRenewalOffer(appUuid, offerUuid, borrower)
    },
    ...documents,
    ...platform,
    ...refinance,
    ...loanHealth,
    ...demo,
    /** A feature decision: the scenario's, else on for the identity broker and off otherwise. */
    featureDecision(experimentKey: string): boolean {
      return scenario.decisions.features[experimentKey] ?? DEFAULT_FEATURES[experimentKey] ?? false
    },
    features(): Record<string, boolean> {
      return { ...DEFAULT_FEATURES, ...scenario.decisions.features }
    },
    /** The lender's pending work, soonest first (for tests and demo panels). */
    pendingJobs: scheduler.pending,
    /** Runs the work due by the simulated clock's now; the HTTP adapter calls it per request. */
    runDueJobs: scheduler.runDue,
    /**
     * Calls `listener` each time the lender's scheduled work has run (a clock jump, time passing,
     * a demo control): the world moved without a call. Answers a function that stops it.
     */
    onLenderWork(listener: () => void): () => void {
      lenderWorkListeners.add(listener)
      return () => lenderWorkListeners.delete(listener)
    },
    collections,
    clock,
    get scenario(): ResolvedScenario {
      return scenario
    },
    load,
    snapshot,
    restore,
  }
}
export type Engine = ReturnType<typeof createEngine>

/** States a seed can name that come after the details step. */
function isPastDetails(state: ApplicationState): boolean {
  return ![
    'APP_START',
    'OFFER_SELECT',
    'ATTACH_PROFILE',
    'GEN_APP_DISCLOSURES',
    'BORROWER_DETAILS',
  ].includes(state)
}

/** Where Verify Identity stands in a seeded state, when the seed does not say. */
function identityAt(state: ApplicationState): FinalStepStatus {
  if (state === 'KYC_VERIFY') return 'IN_PROGRESS'
  // The lender asks for signatures only once the identity is verified.
  if (state === 'SIGN_DOCS' || AGREEMENTS_SIGNED.includes(state)) return 'COMPLETED'
  return 'NOT_STARTED'
}
