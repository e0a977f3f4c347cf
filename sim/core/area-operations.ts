import { createApplicationOperations } from '../applications/application-operations'
import { createBorrowerOperations } from '../borrower/borrower-operations'
import { createProfileOperations } from '../borrower/profile-operations'
import { createCollateralOperations } from '../collateral/collateral-operations'
import { createDemoOperations } from '../demo/demo-operations'
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
import type { ApplicationStore } from './application-store'
import type { EngineContext } from './engine-context'
import type { BorrowerRecord, JobRecord } from './models'
import type { Scheduler } from './scheduler'
import { unauthenticated } from './sim-error'
import type { StateMachine } from './state-machine'
import type { TransitionEvent } from './transitions'

/**
 * Each area's operations, made over the world's context, its applications and its state
 * machine, and handed the other areas' operations they lean on.
 */
export function createAreaOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
) {
  const reference = createReferenceOperations(context)
  const { valueOfOne } = reference
  const applications = createApplicationOperations(context, store)
  const profiles = createProfileOperations(context)
  const sessions = createSessionOperations(context)
  const collateral = createCollateralOperations(context, store, machine, scheduler, valueOfOne)
  return {
    reference,
    applications,
    pricing: createPricingOperations(context, store, machine, scheduler, valueOfOne),
    profiles,
    borrowers: createBorrowerOperations(context, store, machine, scheduler, profiles),
    sessions,
    legacySignIn: createLegacySignInOperations(context, sessions),
    disbursement: createDisbursementOperations(context, store, scheduler),
    collateral,
    releases: createReleaseOperations(context, store, machine, scheduler, (uuid, borrower) =>
      collateral.getCollateral(uuid, borrower),
    ),
    renewals: createRenewalOperations(context, store, machine, scheduler, valueOfOne),
    documents: createDocumentOperations(context, store, machine, profiles),
    platform: createPlatformOperations(context),
    refinance: createRefinanceOperations(
      context,
      store,
      machine,
      scheduler,
      applications,
      valueOfOne,
    ),
    loanHealth: createLoanHealthOperations(context, store),
    demo: createDemoOperations(context, store, machine, scheduler),
  }
}
export type AreaOperations = ReturnType<typeof createAreaOperations>

/**
 * The engine's calls: every area's operations side by side, under the names the routes use.
 * Where two areas answer one call, the call picks by the application.
 */
export function engineCalls(areas: AreaOperations, store: ApplicationStore) {
  const { pricing, renewals } = areas
  return {
    ...areas.reference,
    ...areas.applications,
    ...pricing,
    ...areas.borrowers,
    ...areas.profiles,
    ...areas.sessions,
    ...areas.legacySignIn,
    ...areas.disbursement,
    ...areas.collateral,
    releaseCollateral: areas.releases.releaseCollateral,
    ...renewals,
    /** Choosing an offer: a roll-forward application takes the renewal's own path. */
    selectOffer(appUuid: string, offerUuid: string, borrower: BorrowerRecord | null = null) {
      if (!store.findApplication(appUuid).isRollForward) {
        return pricing.selectOffer(appUuid, offerUuid, borrower)
      }
      if (!borrower) throw unauthenticated()
      return renewals.selectRenewalOffer(appUuid, offerUuid, borrower)
    },
    ...areas.documents,
    ...areas.platform,
    ...areas.refinance,
    ...areas.loanHealth,
    ...areas.demo,
  }
}

/**
 * Runs one job of the lender's scheduled work: the area whose job it is does it; any other job
 * is an event of the transition table.
 */
export async function runLenderJob(
  job: JobRecord,
  {
    areas,
    store,
    machine,
  }: { areas: AreaOperations; store: ApplicationStore; machine: StateMachine },
): Promise<void> {
  if (await areas.disbursement.runBankLinkJob(job)) return
  // A job whose application has gone, or moved on another way, has nothing left to do.
  if (!store.find(job.appUuid)) return
  if (await areas.collateral.runJob(job)) return
  if (await areas.releases.runJob(job)) return
  await machine.fire(job.appUuid, job.event as TransitionEvent)
}
