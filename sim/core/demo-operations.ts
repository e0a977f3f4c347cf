import { COLLATERAL_ARRIVES_JOB } from '../collateral/collateral-operations'
import { collateralToPost } from '../collateral/collateral-posting'
import type { ApplicationStore } from './application-store'
import type { EngineContext } from './engine-context'
import type { ApplicationRecord } from './models'
import type { Scheduler } from './scheduler'
import type { StateMachine } from './state-machine'

/** What a demo's shortcut did, in words for the panel, and to which application. */
export interface DemoOutcome {
  appUuid: string
  /** Where the application stands afterwards. */
  state: ApplicationRecord['state']
}

const coins = (quantity: number) => Math.max(0, Math.round(quantity * 1e8) / 1e8)

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

  return {
    /**
     * The lender's people approve an identity under verification (in review, or still being
     * checked): Verify Identity becomes COMPLETED and the agreements open. Null when no
     * application has an identity waiting.
     */
    async approveIdentityNow(): Promise<DemoOutcome | null> {
      const record = firstWhere((application) => application.state === 'KYC_VERIFY')
      if (!record) return null
      await machine.fire(record.appUuid, 'identityApproved')
      return { appUuid: record.appUuid, state: store.findApplication(record.appUuid).state }
    },

    /**
     * All the collateral still due reaches the deposit address now, whatever the scenario
     * planned (nothing, half, two days later); the lender then funds as usual. Null when no
     * application is waiting for collateral.
     */
    async collateralArrivesNow(): Promise<DemoOutcome | null> {
      const record = firstWhere((application) => application.state === 'WAITING_FOR_COLLATERAL')
      if (!record) return null
      const received = record.collateralPosting.received.reduce(
        (sum, deposit) => sum + deposit.coinQuantity,
        0,
      )
      const remaining = coins(collateralToPost(record) - received)
      const now = clock.now()
      await store.updateApplication(record, (draft) => {
        // What was still on its way arrives with the rest, now.
        draft.collateralPosting.expected =
          remaining > 0 ? [{ at: now, coinQuantity: remaining }] : []
      })
      await scheduler.schedule(record.appUuid, COLLATERAL_ARRIVES_JOB, 0)
      await scheduler.runDue()
      return { appUuid: record.appUuid, state: store.findApplication(record.appUuid).state }
    },
  }
}
export type DemoOperations = ReturnType<typeof createDemoOperations>
