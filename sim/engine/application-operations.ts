import type {
  Application,
  ApplicationStatus,
  CreateApplicationRequest,
} from '@/api/contract/applications'
import type { ApplicationState } from '@/api/contract/common'
import type { Offer, OffersRequest } from '@/api/contract/pricing'
import { formatUsd } from '@/domain/format'
import { priceOffers } from '@/domain/pricing/price-offer'
import type { EngineContext } from './engine-context'
import type { ApplicationRecord, BorrowerRecord } from './models'
import { toPlain } from './plain'
import { findOrganisation, resolveResidence } from './residence-rules'
import { badRequest, conflict, notFound } from './sim-error'

/** States in which the borrower may still (re)price offers. */
const PRICING_STATES: readonly ApplicationState[] = ['APP_START', 'OFFER_SELECT']
/** States in which an offer may be chosen, or chosen again before the profile is attached. */
const SELECTING_STATES: readonly ApplicationState[] = ['OFFER_SELECT', 'ATTACH_PROFILE']

const money = (amount: number) => formatUsd(amount, { cents: 'never' })

/** The contract's view of an application record, without internal fields. */
export function toApplication(record: ApplicationRecord): Application {
  const {
    organisation: _organisation,
    residence: _residence,
    ownerUuid: _ownerUuid,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...application
  } = toPlain(record)
  return application
}

export function createApplicationOperations(
  context: EngineContext,
  valueOfOne: (type: Offer['collateral']['type']) => number,
) {
  const { collections, clock, ids } = context

  /**
   * Finds an application; a signed-in borrower may not see another borrower's. Unowned
   * applications (created before sign-in) are visible, as the real service links them later.
   */
  function findApplication(appUuid: string, borrower?: BorrowerRecord | null): ApplicationRecord {
    const record = collections.applications.findFirst((q) => q.where({ appUuid }))
    if (!record) throw notFound(`Application ${appUuid} not found`)
    if (borrower && record.ownerUuid !== null && record.ownerUuid !== borrower.uuid) {
      throw notFound(`Application ${appUuid} not found`)
    }
    return record
  }

  async function updateApplication(
    record: ApplicationRecord,
    change: (draft: ApplicationRecord) => void,
  ): Promise<ApplicationRecord> {
    const { appUuid } = record
    const updated = await collections.applications.update((q) => q.where({ appUuid }), {
      data(draft) {
        change(draft)
        draft.updatedAt = clock.now()
      },
    })
    context.changed()
    return updated ?? record
  }

  return {
    findApplication,
    updateApplication,

    async createApplication(
      request: CreateApplicationRequest,
      borrower: BorrowerRecord | null = null,
    ): Promise<{ appUuid: string }> {
      findOrganisation(context, request.organization)
      const now = clock.now()
      const record = await collections.applications.create({
        appUuid: ids.next(),
        state: 'APP_START',
        stage: 'APPLYING',
        isInternational: false,
        isRollForward: false,
        isCelsiusRefi: false,
        selectedOffer: null,
        offers: [],
        collateral: null,
        rollForwardLoanDetails: null,
        organisation: request.organization,
        residence: null,
        ownerUuid: borrower?.uuid ?? null,
        createdAt: now,
        updatedAt: now,
      })
      context.changed()
      return { appUuid: record.appUuid }
    },

    /** Prices the offer for the request and keeps it on the application (OFFER_SELECT). */
    async requestOffers(appUuid: string, request: OffersRequest): Promise<Offer[]> {
      const record = findApplication(appUuid)
      if (!PRICING_STATES.includes(record.state)) {
        throw conflict(`Offers can no longer be changed for application ${appUuid}`)
      }
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
        celsiusTopUpRequired: false,
        countryCode: residence.country ?? 'US',
        state: residence.state,
        collateralReuseConsent: null,
      }))
      await updateApplication(record, (draft) => {
        draft.offers = offers
        draft.selectedOffer = null
        draft.isInternational = residence.international
        draft.residence = { state: residence.state, country: residence.country }
        draft.state = 'OFFER_SELECT'
      })
      return offers
    },

    getOffers(appUuid: string, borrower: BorrowerRecord | null = null): Offer[] {
      return toPlain(findApplication(appUuid, borrower).offers)
    },

    async selectOffer(
      appUuid: string,
      offerUuid: string,
      borrower: BorrowerRecord | null = null,
    ): Promise<{ appUuid: string; selectedOffer: Offer }> {
      const record = findApplication(appUuid, borrower)
      if (!SELECTING_STATES.includes(record.state)) {
        throw conflict(`An offer can no longer be selected for application ${appUuid}`)
      }
      const offer = record.offers.find((candidate) => candidate.uuid === offerUuid)
      if (!offer) throw badRequest(`Offer ${offerUuid} is not an offer of application ${appUuid}`)
      const selectedOffer = toPlain(offer)
      await updateApplication(record, (draft) => {
        draft.selectedOffer = selectedOffer
        draft.state = 'ATTACH_PROFILE'
        if (borrower && draft.ownerUuid === null) draft.ownerUuid = borrower.uuid
      })
      return { appUuid, selectedOffer }
    },

    getSelectedOffer(appUuid: string, borrower: BorrowerRecord | null): Offer {
      const { selectedOffer } = findApplication(appUuid, borrower)
      if (!selectedOffer) throw notFound(`Application ${appUuid} has no selected offer`)
      return toPlain(selectedOffer)
    },

    getApplication(appUuid: string, borrower: BorrowerRecord | null = null): Application {
      return toApplication(findApplication(appUuid, borrower))
    },

    getApplicationState(appUuid: string, borrower: BorrowerRecord | null): ApplicationStatus {
      const { state, stage } = findApplication(appUuid, borrower)
      return { state, stage }
    },

    listUserApplications(borrower: BorrowerRecord) {
      return collections.applications
        .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
        .map(({ appUuid, state, stage }) => ({ appUuid, state, stage }))
    },
  }
}
