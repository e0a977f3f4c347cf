import type { Collateral, CollateralReleaseResult } from '@contract/collateral'
import { isReleaseStage } from '@/domain/collateral-release'
import { isPossibleReturnAddress } from '@/domain/return-address'
import { sumOf } from '../collateral/collateral-posting'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { jobRunner, type Scheduler } from '../core/scheduler'
import { conflict, SimError } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import type { CollateralRelease } from './collateral-release-record'

/**
 * Releasing the collateral of a paid-off loan to the borrower's return address
 * (refinance-release-shell §3, §4, §7, §8, §9).
 *
 * The collateral is ready for release when the loan is COMPLETE in the COLLATERAL_RELEASE stage,
 * some is still held and no release has succeeded yet. A request is answered by the scenario's
 * `release` decision, after a real check of the address for the coin (the same rule the screen
 * warns with). After a success the custodian sends the coins back within 1 business day (two
 * hours later on a business day), on the simulated clock; the application then leaves COLLATERAL_RELEASE for the FINAL stage.
 */

/** The scheduler job that sends the coins back after a successful release. */
export const COLLATERAL_RETURNED_JOB = 'collateralReturned'

const DAY_MS = 24 * 60 * 60 * 1_000

/** The custodian's time to send a released collateral back, on a business day. */
export const RETURN_DELAY_MS = 2 * 60 * 60 * 1_000

/**
 * When the coins go back after a request at `now`: two hours later, moved on to Monday when
 * that falls on a weekend (UTC). Always within 1 business day of the request (§9).
 */
export function returnTimeFor(now: number): number {
  let at = now + RETURN_DELAY_MS
  while ([0, 6].includes(new Date(at).getUTCDay())) at += DAY_MS
  return at
}

/** The lender refuses the address itself; the screen clears the field (§8). */
export const invalidReturnAddress = (coin: string) =>
  new SimError(400, `The return address is not a valid ${coin} address`, 'INVALID_RETURN_ADDRESS')

const succeeded = (release: CollateralRelease) =>
  release.responses.some((response) => response.result === 'SUCCESS')

/** The release fields of the collateral answer, for coins held as `received` sums them. */
export function releaseView(record: ApplicationRecord, receivedQuantity: number) {
  const release = record.collateralRelease
  const returned = sumOf(release.returned)
  const held = Math.max(0, Math.round((receivedQuantity - returned) * 1e8) / 1e8)
  return {
    held,
    returned: release.returned,
    collateralReleaseRequest: release.request,
    collateralReleaseResponses: release.responses,
    readyForRelease: isReleaseStage(record) && held > 0 && !succeeded(release),
  }
}

export function createReleaseOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  collateralOf: (appUuid: string, borrower: BorrowerRecord) => Collateral,
) {
  const { clock, ids } = context

  function answerFor(record: ApplicationRecord, collateral: Collateral): CollateralReleaseResult {
    if (!isReleaseStage(record)) {
      throw conflict(`The collateral of application ${record.appUuid} is not ready for release`)
    }
    const decided = context.scenario().decisions.release
    // The lender refuses an address the story says it cannot pay, however well formed.
    if (decided === 'INVALID_RETURN_ADDRESS') {
      throw invalidReturnAddress(collateral.collateralPrice.type)
    }
    // Nothing held is nothing to release, whatever the story decided.
    if ((collateral.wallet?.currentTotalCoinBalance.coinQuantity ?? 0) <= 0) return 'NO_COLLATERAL'
    return decided
  }

  return {
    async releaseCollateral(appUuid: string, returnAddress: string, borrower: BorrowerRecord) {
      const record = store.findForChange(appUuid, borrower)
      const collateral = collateralOf(appUuid, borrower)
      const coin = collateral.collateralPrice.type
      const address = returnAddress.trim()
      const requestId = ids.next()
      // A request after a success is a duplicate: the first one stands, address and all.
      if (succeeded(record.collateralRelease)) {
        await store.updateApplication(record, (draft) => {
          draft.collateralRelease.responses.push({ id: requestId, result: 'DUPLICATE_REQUEST' })
        })
        return { requestId, result: 'DUPLICATE_REQUEST' as const }
      }
      if (!isPossibleReturnAddress(coin, address)) throw invalidReturnAddress(coin)
      const result = answerFor(record, collateral)
      const returnDueAt = result === 'SUCCESS' ? returnTimeFor(clock.now()) : null
      await store.updateApplication(record, (draft) => {
        draft.collateralRelease.responses.push({ id: requestId, result })
        // A duplicate names an earlier request, so it does not replace the one on file.
        if (result !== 'DUPLICATE_REQUEST') draft.collateralRelease.request = { requestId, address }
        if (returnDueAt !== null) draft.collateralRelease.returnDueAt = returnDueAt
      })
      if (returnDueAt !== null) {
        await scheduler.schedule(appUuid, COLLATERAL_RETURNED_JOB, returnDueAt - clock.now(), {
          keep: true,
        })
      }
      return { requestId, result }
    },

    /**
     * Runs the return job: the coins held go back to the return address (a withdrawal in the
     * wallet's transactions) and the application leaves the release stage. False for other jobs.
     */
    runJob: jobRunner(store, COLLATERAL_RETURNED_JOB, async (job) => {
      const record = store.findApplication(job.appUuid)
      const release = record.collateralRelease
      if (release.returnDueAt === null) return
      const owner = record.ownerUuid
      const borrower = owner
        ? context.collections.borrowers.findFirst((q) => q.where({ uuid: owner }))
        : null
      const held = borrower
        ? (collateralOf(job.appUuid, borrower).wallet?.currentTotalCoinBalance.coinQuantity ?? 0)
        : 0
      await store.updateApplication(record, (draft) => {
        draft.collateralRelease.returnDueAt = null
        if (held > 0) draft.collateralRelease.returned.push({ at: clock.now(), coinQuantity: held })
      })
      await machine.fire(job.appUuid, 'collateralReturned')
    }),
  }
}
export type ReleaseOperations = ReturnType<typeof createReleaseOperations>
