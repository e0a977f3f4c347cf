import { type OrganisationInfo, organisationInfoSchema } from '@contract/organisation'
import { COLLATERAL_ARRIVES_JOB } from '../collateral/collateral-operations'
import { collateralStillDue } from '../collateral/collateral-posting'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord } from '../core/models'
import type { Scheduler } from '../core/scheduler'
import type { StateMachine } from '../core/state-machine'

/** What a demo's shortcut did, in words for the panel, and to which application. */
export interface DemoOutcome {
  appUuid: string
  /** Where the application stands afterwards. */
  state: ApplicationRecord['state']
}

/**
 * Shortcuts for a sales demo or a QA session where the story waits on the lender and nothing is
 * scheduled (an ID in review, collateral that never arrives): the lender's people decide now.
 * Each moves the application by the transition table, as the lender's own work would.
 */
export function createDemoOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
) {
  const { collections, clock } = context

  /** The oldest application standing where `fits` says, if any. */
  function firstWhere(fits: (record: ApplicationRecord) => boolean): ApplicationRecord | null {
    return (
      [...collections.applications.all()]
        .sort((a, b) => a.createdAt - b.createdAt)
        .find((record) => fits(record)) ?? null
    )
  }

  /** Where the application stands once the demo's step has run. */
  const outcomeOf = (appUuid: string): DemoOutcome => ({
    appUuid,
    state: store.findApplication(appUuid).state,
  })

  return {
    /**
     * A lender's brand file tried on the running demo (a file dropped on the demo panel, a
     * brand preview): read through the contract's schema, it replaces the organisation of its
     * orgCode, or joins the world's organisations under a new one.
     */
    async wearBrand(file: unknown): Promise<OrganisationInfo> {
      const brand = organisationInfoSchema.parse(file)
      collections.organisations.deleteMany((q) => q.where({ orgCode: brand.orgCode }))
      await collections.organisations.create(brand)
      return brand
    },

    /**
     * The lender's people approve an identity under verification (in review, or still being
     * checked): Verify Identity becomes COMPLETED and the agreements open. Null when no
     * application has an identity waiting.
     */
    async approveIdentityNow(): Promise<DemoOutcome | null> {
      const record = firstWhere((application) => application.state === 'KYC_VERIFY')
      if (!record) return null
      await machine.fire(record.appUuid, 'identityApproved')
      return outcomeOf(record.appUuid)
    },

    /**
     * All the collateral still due reaches the deposit address now, whatever the scenario
     * planned (nothing, half, two days later); the lender then funds as usual. Null when no
     * application is waiting for collateral.
     */
    async collateralArrivesNow(): Promise<DemoOutcome | null> {
      const record = firstWhere((application) => application.state === 'WAITING_FOR_COLLATERAL')
      if (!record) return null
      const remaining = collateralStillDue(record)
      const now = clock.now()
      await store.updateApplication(record, (draft) => {
        // What was still on its way arrives with the rest, now.
        draft.collateralPosting.expected =
          remaining > 0 ? [{ at: now, coinQuantity: remaining }] : []
      })
      await scheduler.schedule(record.appUuid, COLLATERAL_ARRIVES_JOB, 0)
      await scheduler.runDue()
      return outcomeOf(record.appUuid)
    },
  }
}
export type DemoOperations = ReturnType<typeof createDemoOperations>
