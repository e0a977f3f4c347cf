import type { Collateral, WalletType } from '@contract/collateral'
import type { ApplicationState, CoinType } from '@contract/common'
import { TOP_UP_STATES } from '@/domain/refinance'
import { AGREEMENTS_SIGNED } from '../borrower/final-steps'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { jobRunner, type Scheduler } from '../core/scheduler'
import { conflict, notFound } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import { releaseView } from '../release/release-operations'
import {
  COLLATERAL_IN,
  type CollateralPosting,
  coins,
  collateralStillDue,
  collateralToPost,
  sumOf,
} from './collateral-posting'
import { depositAddressFor } from './deposit-address'

/** The custodian opens the deposit address this long after the agreements are signed. */
export const DEPOSIT_ADDRESS_DELAY_MS = 3_000

/** After the borrower says it was sent, collateral reaches the address this long later. */
export const COLLATERAL_ARRIVAL_MS = 5_000

/** A late deposit still arrives inside the 5-day window, two days after it was sent. */
export const LATE_COLLATERAL_ARRIVAL_MS = 2 * 24 * 60 * 60 * 1_000

/** The smallest verification deposit the custodian recognises, per coin. */
const MIN_VERIFY_AMOUNT: Readonly<Record<CoinType, number>> = { BTC: 0.0001, ETH: 0.001, SOL: 0.01 }

/** The scheduler job that records the deposits due by now. */
export const COLLATERAL_ARRIVES_JOB = 'collateralArrives'

/** The collateral posting step at the lender: the deposit address, what arrived, funding. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a factory of the area's operations, each its own short function inside
export function createCollateralOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  valueOfOne: (type: CoinType) => number,
) {
  const { clock } = context

  function offerOf(record: ApplicationRecord) {
    if (!record.selectedOffer) throw notFound(`Application ${record.appUuid} has no offer`)
    return record.selectedOffer
  }

  /**
   * Deposits at the address. A story seeded after the collateral arrived has none recorded:
   * the full amount counts as received when the application entered its state.
   */
  function receivedOf(record: ApplicationRecord): CollateralPosting['received'] {
    const { received } = record.collateralPosting
    if (received.length > 0 || !COLLATERAL_IN.includes(record.state)) return received
    offerOf(record) // 404 without an offer
    const coinQuantity = collateralToPost(record)
    if (coinQuantity <= 0) return received
    return [{ at: record.stateEnteredAt ?? clock.now(), coinQuantity }]
  }

  function remainingOf(record: ApplicationRecord): number {
    offerOf(record) // 404 without an offer
    return coins(collateralToPost(record) - sumOf(receivedOf(record)))
  }

  /** Whether the custodian has opened the address: a moment after the agreements are signed. */
  function addressOpen(record: ApplicationRecord): boolean {
    if (!AGREEMENTS_SIGNED.includes(record.state)) return false
    if (record.state !== 'WAITING_FOR_COLLATERAL' || record.stateEnteredAt === null) return true
    return clock.now() >= record.stateEnteredAt + DEPOSIT_ADDRESS_DELAY_MS
  }

  /** The application of a collateral call, refused (409) unless it is in one of `states`. */
  function inStates(
    states: readonly ApplicationState[],
    appUuid: string,
    borrower: BorrowerRecord,
  ): ApplicationRecord {
    const record = store.findForChange(appUuid, borrower)
    if (!states.includes(record.state)) {
      throw conflict(`Application ${appUuid} is not waiting for collateral (${record.state})`)
    }
    return record
  }

  const waitingForCollateral = (appUuid: string, borrower: BorrowerRecord) =>
    inStates(['WAITING_FOR_COLLATERAL'], appUuid, borrower)

  /**
   * The wallet type and the verification opt-in are also taken while a refinance waits for its
   * top-up (refinance-release-shell §2 "Collateral transfer").
   */
  const takingCollateral = (appUuid: string, borrower: BorrowerRecord) =>
    inStates(['WAITING_FOR_COLLATERAL', ...TOP_UP_STATES], appUuid, borrower)

  /** Changes the posting record and keeps the application's collateral due in step. */
  function changePosting(record: ApplicationRecord, change: (posting: CollateralPosting) => void) {
    return store.updateApplication(record, (draft) => {
      change(draft.collateralPosting)
      // A refinance's top-up is due by its own calculation; its collateral due stays as it is.
      if (TOP_UP_STATES.includes(draft.state)) return
      const due = draft.selectedOffer ? collateralStillDue(draft) : 0
      draft.collateral = { remainingCoinAmountDue: { coinQuantity: due } }
      if (draft.isRollForward && draft.rollForwardLoanDetails) {
        draft.rollForwardLoanDetails.remainingTopUpAmount = { coinQuantity: due }
      }
    })
  }

  /** The deposits the scenario sends once the borrower confirms, as quantities and delays. */
  function plannedDeposits(remaining: number): { afterMs: number; coinQuantity: number }[] {
    const { decisions } = context.scenario()
    if (decisions.collateralArrivals.length > 0) return decisions.collateralArrivals
    switch (decisions.collateral) {
      case 'FULL':
        return [{ afterMs: COLLATERAL_ARRIVAL_MS, coinQuantity: remaining }]
      case 'PARTIAL':
        return [{ afterMs: COLLATERAL_ARRIVAL_MS, coinQuantity: coins(remaining / 2) }]
      case 'LATE':
        return [{ afterMs: LATE_COLLATERAL_ARRIVAL_MS, coinQuantity: remaining }]
      case 'NEVER':
        return []
    }
  }

  function getCollateral(appUuid: string, borrower: BorrowerRecord): Collateral {
    const record = store.findApplication(appUuid, borrower)
    const offer = offerOf(record)
    const type = offer.collateral.type
    const posting = record.collateralPosting
    const received = receivedOf(record)
    const amount = (coinQuantity: number) => ({ coinQuantity: coins(coinQuantity), type })
    const release = releaseView(record, sumOf(received))
    return {
      wallet: AGREEMENTS_SIGNED.includes(record.state)
        ? {
            depositAddress: addressOpen(record) ? depositAddressFor(appUuid, type) : null,
            currentTotalCoinBalance: amount(release.held),
            transactions: [
              ...received.map((deposit) => ({
                transactionTime: new Date(deposit.at).toISOString(),
                transactionType: 'DEPOSIT',
                transactionAmount: amount(deposit.coinQuantity),
              })),
              ...release.returned.map((withdrawal) => ({
                transactionTime: new Date(withdrawal.at).toISOString(),
                transactionType: 'WITHDRAWAL',
                transactionAmount: amount(withdrawal.coinQuantity),
              })),
            ],
          }
        : null,
      requiredCoinAmount: amount(collateralToPost(record)),
      remainingCoinAmountDue: amount(remainingOf(record)),
      collateralPrice: { type, valueOfOne: valueOfOne(type) },
      microDepositVerify: {
        borrowerOptIn: posting.optInTime !== null,
        minVerifyAmount: amount(MIN_VERIFY_AMOUNT[type]),
        optInTime: posting.optInTime === null ? null : new Date(posting.optInTime).toISOString(),
      },
      collateralReleaseRequest: release.collateralReleaseRequest,
      collateralReleaseResponses: release.collateralReleaseResponses,
      readyForRelease: release.readyForRelease,
    }
  }

  return {
    getCollateral,

    calculateCollateral(appUuid: string, borrower: BorrowerRecord) {
      const { requiredCoinAmount, remainingCoinAmountDue, collateralPrice } = getCollateral(
        appUuid,
        borrower,
      )
      return { requiredCoinAmount, remainingCoinAmountDue, collateralPrice }
    },

    async setSourceWalletType(appUuid: string, walletType: WalletType, borrower: BorrowerRecord) {
      const record = takingCollateral(appUuid, borrower)
      await changePosting(record, (posting) => {
        posting.sourceWalletType = walletType
      })
    },

    /** The borrower opts in to send a small verification amount before the rest. */
    async confirmCollateralMicroDeposit(appUuid: string, borrower: BorrowerRecord) {
      const record = takingCollateral(appUuid, borrower)
      if (record.collateralPosting.optInTime !== null) return
      await changePosting(record, (posting) => {
        posting.optInTime = clock.now()
      })
    },

    /** The borrower says the collateral is on its way: the scenario decides what arrives. */
    async confirmCollateralSent(appUuid: string, borrower: BorrowerRecord) {
      const record = waitingForCollateral(appUuid, borrower)
      if (record.collateralPosting.sourceWalletType === null) {
        throw conflict('Tell us the kind of wallet the collateral is sent from first')
      }
      // Confirming twice sends nothing twice.
      if (record.collateralPosting.sentAt !== null) return
      const now = clock.now()
      const planned = plannedDeposits(remainingOf(record)).filter((d) => d.coinQuantity > 0)
      await changePosting(record, (posting) => {
        posting.sentAt = now
        posting.expected = planned.map((d) => ({
          at: now + d.afterMs,
          coinQuantity: d.coinQuantity,
        }))
      })
      for (const deposit of planned) {
        await scheduler.schedule(appUuid, COLLATERAL_ARRIVES_JOB, deposit.afterMs)
      }
    },

    async confirmUsdcMicroDeposit(appUuid: string, borrower: BorrowerRecord) {
      const record = store.findForChange(appUuid, borrower)
      const row = machine.expect(record, 'usdcMicroDepositConfirmed')
      await machine.take(record, row)
    },

    /**
     * Runs a collateral job of the scheduler; answers false for any other job. Deposits due by
     * now are moved from expected to received, then the table decides whether that was enough.
     */
    runJob: jobRunner(store, COLLATERAL_ARRIVES_JOB, async (job) => {
      const record = store.findApplication(job.appUuid)
      if (record.state !== 'WAITING_FOR_COLLATERAL') return
      const now = clock.now()
      const due = record.collateralPosting.expected.filter((deposit) => deposit.at <= now)
      if (due.length === 0) return
      await changePosting(record, (posting) => {
        posting.expected = posting.expected.filter((deposit) => deposit.at > now)
        posting.received.push(...due)
      })
      await machine.fire(job.appUuid, 'collateralReceived')
    }),
  }
}
export type CollateralOperations = ReturnType<typeof createCollateralOperations>
