import type { CoinType } from '@contract/common'
import type { FundedLoan } from '@contract/servicing'
import { cureAmounts, cureDeadline } from '@/domain/loan-health/margin-cure'
import { thresholdsForLoan } from '@/domain/loan-health/thresholds'
import { roundUpTo } from '@/domain/pricing/rounding'
import { depositAddressFor } from '../collateral/deposit-address'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { notFound } from '../core/sim-error'
import { priceAt } from '../pricing/price-path'
import { type LoanEvent, watchLoan } from './loan-watch'

const iso = (ms: number) => new Date(ms).toISOString()

/** The servicer's side of a funded loan: its health as prices move, and what cures a call. */
export function createLoanHealthOperations(context: EngineContext, store: ApplicationStore) {
  const { collections, clock } = context

  function priceRecord(type: CoinType) {
    const record = collections.prices.findFirst((q) => q.where({ collateralType: type }))
    if (!record) throw notFound(`No price for ${type}`)
    return record
  }

  function isFunded(record: ApplicationRecord): boolean {
    return record.state === 'COMPLETE' && record.selectedOffer !== null
  }

  /** The loan's standing now, replayed from funding on the simulated clock. */
  function standing(record: ApplicationRecord) {
    const offer = record.selectedOffer
    if (!offer) throw notFound(`Application ${record.appUuid} is not funded`)
    const thresholds = thresholdsForLoan({
      interestRate: offer.interestRate,
      ltv: offer.postTopUpLoanToValue ?? offer.ltv,
    })
    if (!thresholds) throw notFound(`Application ${record.appUuid} has no LTV lines`)
    const prices = priceRecord(offer.collateral.type)
    const startMs = Date.parse(context.scenario().world.startTime)
    const now = clock.now()
    const result = watchLoan({
      fundedAt: Math.max(record.stateEnteredAt ?? startMs, startMs),
      until: now,
      balance: offer.amount,
      coinQuantity: offer.collateralUnits,
      thresholds,
      priceAt: (at) => priceAt(context, prices, at),
      events: record.loanEvents,
      cure: context.scenario().decisions.marginCure,
    })
    return { offer, thresholds, result, valueOfOne: priceAt(context, prices, now), now }
  }

  function toFundedLoan(record: ApplicationRecord): FundedLoan {
    const { offer, result, valueOfOne } = standing(record)
    return {
      appUuid: record.appUuid,
      balance: result.balance,
      interestRate: offer.interestRate,
      originationLtv: offer.postTopUpLoanToValue ?? offer.ltv,
      collateral: { type: offer.collateral.type, coinQuantity: result.coinQuantity },
      valueOfOne,
      depositAddress: depositAddressFor(record.appUuid, offer.collateral.type),
      marginCall:
        result.marginCalledAt === null
          ? null
          : {
              calledAt: iso(result.marginCalledAt),
              cureBy: cureDeadline(new Date(result.marginCalledAt)).toISOString(),
            },
      liquidatedAt: result.liquidatedAt === null ? null : iso(result.liquidatedAt),
    }
  }

  async function addLoanEvent(record: ApplicationRecord, event: LoanEvent) {
    await store.updateApplication(record, (draft) => {
      draft.loanEvents = [...draft.loanEvents, event]
    })
  }

  return {
    listFundedLoans(borrower: BorrowerRecord): { asOf: string; loans: FundedLoan[] } {
      const loans = collections.applications
        .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
        .filter(isFunded)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(toFundedLoan)
      return { asOf: iso(clock.now()), loans }
    },

    /**
     * The borrower answers a margin call now, with exactly what cures it (the demo panel's
     * buttons). Nothing happens to a loan with no open call.
     */
    async cureMarginCall(appUuid: string, by: 'COLLATERAL' | 'PAYMENT'): Promise<boolean> {
      const record = store.findApplication(appUuid)
      const { thresholds, result, valueOfOne, now } = standing(record)
      if (result.marginCalledAt === null || result.liquidatedAt !== null) return false
      const cure = cureAmounts({
        balance: result.balance,
        coinQuantity: result.coinQuantity,
        price: valueOfOne,
        thresholds,
      })
      await addLoanEvent(
        record,
        by === 'COLLATERAL'
          ? { at: now, kind: 'COLLATERAL_ADDED', amount: roundUpTo(cure.coinsToAdd, 6) }
          : { at: now, kind: 'PAYMENT', amount: roundUpTo(cure.usdToRepay, 2) },
      )
      return true
    },

    /** A coin's price from now on, set by hand in the demo panel over the scenario's path. */
    async setPriceByHand(type: CoinType, valueOfOne: number): Promise<void> {
      await collections.prices.update((q) => q.where({ collateralType: type }), {
        data(draft) {
          draft.byHand = { valueOfOne, from: clock.now() }
        },
      })
      context.changed()
    },

    /** Funded loans of every borrower, for the demo panel. */
    fundedLoanIds(): string[] {
      return collections.applications
        .all()
        .filter(isFunded)
        .map((record) => record.appUuid)
    },
  }
}
export type LoanHealthOperations = ReturnType<typeof createLoanHealthOperations>
