import type { CoinAmount, CoinType, Residence } from '@contract/common'
import type { Offer, RateRow } from '@contract/pricing'
import { loanToValue } from '@/domain/pricing/loan-to-value'
import { priceOffers } from '@/domain/pricing/price-offer'
import { rateRows } from '@/domain/pricing/rate-rows'
import { roundTo } from '@/domain/pricing/rounding'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { toPlain } from '../core/plain'
import type { Scheduler } from '../core/scheduler'
import { badRequest, conflict } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import {
  findOrganisation,
  ownOfferFields,
  type ResolvedResidence,
  resolveResidence,
} from '../pricing/residence-rules'

/** Coin quantities are kept to the 8 decimals a coin amount can carry. */
const COIN_DECIMALS = 8

/** The loan being renewed, as a seed gives it: the collateral held and the cash it lent. */
export interface RenewedLoan {
  collateral: CoinAmount
  drawAmount: number
}

interface Renewal {
  record: ApplicationRecord
  held: CoinAmount
  drawAmount: number
  residence: ResolvedResidence
}

/**
 * Renewals (roll forward): a funded loan priced again for a new term against the collateral
 * the lender already holds plus any top-up the borrower adds. The same pricing rules as a new
 * loan (src/domain/pricing) apply to the renewed loan's cash and the collateral after top-up.
 */
export function createRenewalOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  valueOfOne: (type: CoinType) => number,
) {
  /** The application as a renewal; any other application is refused. */
  function renewalOf(record: ApplicationRecord): Renewal {
    const details = record.rollForwardLoanDetails
    if (!record.isRollForward || !details || record.rollForwardDrawAmount === null) {
      throw conflict(`Application ${record.appUuid} is not a roll-forward application`)
    }
    if (!record.residence) throw conflict(`Application ${record.appUuid} has no residence`)
    const { state, country } = record.residence
    const residence: Residence = state !== null ? { state } : { country: country ?? '' }
    return {
      record,
      held: details.collateral,
      drawAmount: record.rollForwardDrawAmount,
      residence: resolveResidence(
        context,
        residence,
        findOrganisation(context, record.organisation),
      ),
    }
  }

  const afterTopUp = (held: CoinAmount, topUpQuantity: number) =>
    roundTo(held.coinQuantity + topUpQuantity, COIN_DECIMALS)

  function priceRenewal(renewal: Renewal, topUpQuantity: number): Offer[] {
    const { held, residence } = renewal
    const price = valueOfOne(held.type)
    const coinQuantity = afterTopUp(held, topUpQuantity)
    return priceOffers({
      drawAmount: renewal.drawAmount,
      coinQuantity,
      valueOfOne: price,
      feeRule: residence.feeRule,
    }).map(({ tier: _tier, ...terms }) => ({
      ...terms,
      uuid: context.ids.next(),
      // The LTV on the collateral held today; the terms are priced on the LTV after top-up.
      ltv: roundTo(loanToValue(terms.amount, held.coinQuantity, price), 4),
      collateral: { type: held.type },
      postTopUpLoanToValue: terms.ltv,
      ...ownOfferFields(residence),
    }))
  }

  return {
    /** Makes a seeded application the roll-forward of a funded loan (scenarios only). */
    async seedRenewal(appUuid: string, loan: RenewedLoan, residence: Residence): Promise<void> {
      const none = { coinQuantity: 0 }
      await store.updateApplication(store.findApplication(appUuid), (draft) => {
        draft.isRollForward = true
        draft.rollForwardDrawAmount = loan.drawAmount
        draft.rollForwardLoanDetails = {
          collateral: { ...loan.collateral },
          topUpAmount: none,
          remainingTopUpAmount: { ...none },
        }
        draft.residence = { state: residence.state ?? null, country: residence.country ?? null }
        draft.isInternational = residence.state === undefined
      })
    },

    /** Rate rows for the collateral held plus the top-up, in the renewal's residence. */
    fetchRollForwardRates(
      request: { appUuid: string; topUpQuantity: number; organization: string },
      borrower: BorrowerRecord,
    ): RateRow[] {
      const renewal = renewalOf(store.findApplication(request.appUuid, borrower))
      if (findOrganisation(context, request.organization).orgCode !== renewal.record.organisation) {
        throw badRequest(`Application ${request.appUuid} belongs to another organization`)
      }
      const { held, residence } = renewal
      return rateRows({
        coinQuantity: afterTopUp(held, request.topUpQuantity),
        valueOfOne: valueOfOne(held.type),
        feeRule: residence.feeRule,
        minLoanAmount: residence.minLoanAmount,
        maxLoanAmount: residence.maxLoanAmount,
      })
    },

    /** Prices the renewal with this top-up and keeps the offers on the application. */
    async requestRollForwardOffers(
      appUuid: string,
      topUpQuantity: number,
      borrower: BorrowerRecord,
    ): Promise<Offer[]> {
      const renewal = renewalOf(store.findForChange(appUuid, borrower))
      const row = machine.expect(renewal.record, 'offersRequested')
      const offers = priceRenewal(renewal, topUpQuantity)
      const priced = await store.updateApplication(renewal.record, (draft) => {
        draft.offers = offers
        draft.selectedOffer = null
      })
      await machine.take(priced, row)
      await scheduler.runDue()
      return offers
    },

    /**
     * Chooses a renewal offer. The top-up it was priced with becomes the collateral still due
     * (the application's remainingCoinAmountDue and the roll-forward's remainingTopUpAmount);
     * where the renewal goes next is the transition table's rollForwardOfferSelected row.
     */
    async selectRenewalOffer(
      appUuid: string,
      offerUuid: string,
      borrower: BorrowerRecord,
    ): Promise<{ appUuid: string; selectedOffer: Offer }> {
      const renewal = renewalOf(store.findForChange(appUuid, borrower))
      const row = machine.expect(renewal.record, 'rollForwardOfferSelected')
      const offer = renewal.record.offers.find((candidate) => candidate.uuid === offerUuid)
      if (!offer) throw badRequest(`Offer ${offerUuid} is not an offer of application ${appUuid}`)
      const selectedOffer = toPlain(offer)
      const topUp = {
        coinQuantity: Math.max(
          0,
          roundTo(offer.collateralUnits - renewal.held.coinQuantity, COIN_DECIMALS),
        ),
      }
      const selected = await store.updateApplication(renewal.record, (draft) => {
        draft.selectedOffer = selectedOffer
        draft.collateral = { remainingCoinAmountDue: { ...topUp } }
        if (draft.rollForwardLoanDetails) {
          draft.rollForwardLoanDetails.topUpAmount = { ...topUp }
          draft.rollForwardLoanDetails.remainingTopUpAmount = { ...topUp }
        }
        // The renewed loan pays out where the funded one did: nothing to set up again.
        draft.progress.disbursement = 'NOT_REQUIRED'
      })
      await machine.take(selected, row)
      await scheduler.runDue()
      return { appUuid, selectedOffer }
    },
  }
}
export type RenewalOperations = ReturnType<typeof createRenewalOperations>
