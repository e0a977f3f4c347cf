import type { Offer, OffersRequest } from '@contract/pricing'
import { formatUsd } from '@/domain/format'
import { priceOffers } from '@/domain/pricing/price-offer'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import { toPlain } from '../core/plain'
import type { Scheduler } from '../core/scheduler'
import { badRequest, conflict, notFound, unauthenticated } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import { findOrganisation, ownOfferFields, resolveResidence } from './residence-rules'

const money = (amount: number) => formatUsd(amount, { cents: 'never' })

interface SelectedOffer {
  appUuid: string
  selectedOffer: Offer
}

/**
 * Pricing an application's offers and choosing one; a renewal's choice is the renewal area's
 * (`selectRenewalOffer`).
 */
export function createPricingOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  valueOfOne: (type: Offer['collateral']['type']) => number,
  selectRenewalOffer: (
    appUuid: string,
    offerUuid: string,
    borrower: BorrowerRecord,
  ) => Promise<SelectedOffer>,
) {
  const { ids } = context

  /** A signed-in selection links the borrower at once, as the lender does. */
  async function selectNewLoanOffer(
    appUuid: string,
    offerUuid: string,
    borrower: BorrowerRecord | null,
  ): Promise<SelectedOffer> {
    const record = store.findForChange(appUuid, borrower)
    const row = machine.expect(record, 'offerSelected')
    const offer = record.offers.find((candidate) => candidate.uuid === offerUuid)
    if (!offer) throw badRequest(`Offer ${offerUuid} is not an offer of application ${appUuid}`)
    const selectedOffer = toPlain(offer)
    const selected = await store.updateApplication(record, (draft) => {
      draft.selectedOffer = selectedOffer
      if (borrower && draft.ownerUuid === null) draft.ownerUuid = borrower.uuid
    })
    await machine.take(selected, row)
    await scheduler.runDue()
    return { appUuid, selectedOffer }
  }

  return {
    /** Prices the offers for the request and keeps them on the application. */
    async requestOffers(
      appUuid: string,
      request: OffersRequest,
      borrower: BorrowerRecord | null = null,
    ): Promise<Offer[]> {
      const record = store.findForChange(appUuid, borrower)
      // A renewal is priced on the collateral held, through the roll-forward offers call.
      if (record.isRollForward) {
        throw conflict(`Application ${appUuid} is a roll-forward application`)
      }
      const row = machine.expect(record, 'offersRequested')
      const organisation = findOrganisation(context, record.organisation)
      const residence = resolveResidence(context, request, organisation)
      if (
        request.requestedAmount < residence.minLoanAmount ||
        request.requestedAmount > residence.maxLoanAmount
      ) {
        throw badRequest(
          `Loan amount must be between ${money(residence.minLoanAmount)} and ${money(residence.maxLoanAmount)}`,
        )
      }
      const offers: Offer[] = priceOffers({
        drawAmount: request.requestedAmount,
        coinQuantity: request.coinQuantity,
        valueOfOne: valueOfOne(request.collateralType),
        feeRule: residence.feeRule,
      }).map(({ tier: _tier, ...terms }) => ({
        ...terms,
        uuid: ids.next(),
        collateral: { type: request.collateralType },
        postTopUpLoanToValue: null,
        ...ownOfferFields(residence),
      }))
      const priced = await store.updateApplication(record, (draft) => {
        draft.offers = offers
        draft.selectedOffer = null
        draft.isInternational = residence.international
        draft.residence = { state: residence.state, country: residence.country }
      })
      await machine.take(priced, row)
      await scheduler.runDue()
      return offers
    },

    getOffers(appUuid: string, borrower: BorrowerRecord | null = null): Offer[] {
      return toPlain(store.findApplication(appUuid, borrower).offers)
    },

    /** Choosing an offer: a roll-forward application takes the renewal's own path. */
    selectOffer(
      appUuid: string,
      offerUuid: string,
      borrower: BorrowerRecord | null = null,
    ): Promise<SelectedOffer> {
      if (!store.findApplication(appUuid).isRollForward) {
        return selectNewLoanOffer(appUuid, offerUuid, borrower)
      }
      if (!borrower) throw unauthenticated()
      return selectRenewalOffer(appUuid, offerUuid, borrower)
    },

    getSelectedOffer(appUuid: string, borrower: BorrowerRecord | null): Offer {
      const { selectedOffer } = store.findApplication(appUuid, borrower)
      if (!selectedOffer) throw notFound(`Application ${appUuid} has no selected offer`)
      return toPlain(selectedOffer)
    },
  }
}
export type PricingOperations = ReturnType<typeof createPricingOperations>
