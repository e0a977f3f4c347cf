import type { CoinAmount, CoinType } from '@contract/common'
import { formerLenderFields, formerLenderStates } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import type { RefinanceApplication } from '@contract/refinance'
import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import type { FormerLenderLoan, RefinanceSeed } from '@scenarios/refinance-schemas'
import { type CollateralTreatment, priceRefinance, treatmentOf } from '@/domain/refinance'
import type { createApplicationOperations } from '../applications/application-operations'
import { depositAddressFor } from '../collateral/deposit-address'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { toPlain } from '../core/plain'
import type { Scheduler } from '../core/scheduler'
import { badRequest, conflict, notFound, SimError } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import { REFINANCE_TOP_UP_WINDOW_MS } from './refinance-transitions'

/** States in which the top-up has reached the custodian (or none was ever due). */
const TOP_UP_IN: readonly ApplicationRecord['state'][] = [
  formerLenderStates.fullCollateralReceived,
  'SIGN_DOCS',
  'WAITING_FOR_COLLATERAL',
  'COMPLETE',
]

const SUPPORT_TO_CHANGE =
  'A rate has already been selected for this loan; contact support to change the rate or stabilization'

/** The former lender's loans of one coin, as one refinance application aggregates them. */
function aggregate(loans: readonly FormerLenderLoan[]) {
  const first = loans[0]
  if (!first) throw new Error('A refinance application needs at least one loan')
  return {
    loans: loans.map((loan) => ({ ...loan })),
    coinType: first.coinType,
    amount: loans.reduce((sum, loan) => sum + loan.amount, 0),
    coinQuantity: loans.reduce((sum, loan) => sum + loan.coinQuantity, 0),
  }
}

function byCoin(loans: readonly FormerLenderLoan[]): FormerLenderLoan[][] {
  const groups = new Map<CoinType, FormerLenderLoan[]>()
  for (const loan of loans) groups.set(loan.coinType, [...(groups.get(loan.coinType) ?? []), loan])
  return [...groups.values()]
}

const REUSE_CONSENT: Record<CollateralTreatment, Offer['collateralReuseConsent']> = {
  CUSTODY_ONLY: 'DECLINE_REHYPOTHECATION',
  OWNERSHIP_TRANSFER: 'ALLOW_REHYPOTHECATION',
}

/**
 * The refinance of a former lender's loans (refinance-release-shell §2, §4, §5, §7, §9): the
 * Loan ID lookup, pricing by collateral treatment (src/domain/refinance), the choice of a rate
 * and of stabilization, the top-up and its confirmation. Where an application goes is the
 * transition table's refinance rows; the disclosures are the loan documents' operations.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a factory of the area's operations, each its own short function inside
export function createRefinanceOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  applications: Pick<ReturnType<typeof createApplicationOperations>, 'createApplication'>,
  valueOfOne: (type: CoinType) => number,
) {
  const { collections, clock, ids } = context

  function priceOffers(loan: { amount: number; coinQuantity: number; coinType: CoinType }) {
    return priceRefinance({ ...loan, valueOfOne: valueOfOne(loan.coinType) }).map(
      ({ treatment, ...terms }): Offer => ({
        ...terms,
        uuid: ids.next(),
        originationFee: 0,
        originationFeeAmount: 0,
        collateral: { type: loan.coinType },
        countryCode: 'US',
        state: null,
        collateralReuseConsent: REUSE_CONSENT[treatment],
      }),
    )
  }

  function toRefinanceApplication(record: ApplicationRecord): RefinanceApplication {
    const refinance = record.refinance
    return toPlain({
      appUuid: record.appUuid,
      state: record.state,
      stage: record.stage,
      offers: record.offers,
      selectedOffer: record.selectedOffer,
      [formerLenderFields.loanNumbers]: refinance?.loans.map((loan) => loan.loanNumber) ?? [],
      stabilizationOptIn: refinance?.stabilizationOptIn ?? null,
      topUpExpirationDate:
        refinance?.topUpExpiresAt != null ? new Date(refinance.topUpExpiresAt).toISOString() : null,
    })
  }

  function refinanceOf(appUuid: string, borrower: BorrowerRecord) {
    const record = store.findForChange(appUuid, borrower)
    if (!record[formerLenderFields.refinanceFlag] || !record.refinance) {
      throw notFound(`Refinance application ${appUuid} not found`)
    }
    return { record, refinance: record.refinance }
  }

  function mine(borrower: BorrowerRecord): ApplicationRecord[] {
    return collections.applications
      .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
      .filter((record) => record[formerLenderFields.refinanceFlag])
      .sort((a, b) => a.createdAt - b.createdAt)
  }

  /** A new refinance application for the loans of one coin, priced and ready to choose. */
  async function open(
    loans: readonly FormerLenderLoan[],
    borrower: BorrowerRecord,
    organization: string,
  ): Promise<ApplicationRecord> {
    const { appUuid } = await applications.createApplication({ organization }, borrower)
    const refinance = aggregate(loans)
    const priced = await store.updateApplication(store.findApplication(appUuid), (draft) => {
      draft[formerLenderFields.refinanceFlag] = true
      draft.refinance = { ...refinance, stabilizationOptIn: null, topUpExpiresAt: null }
      draft.offers = priceOffers(refinance)
    })
    await machine.take(priced, machine.expect(priced, 'refinanceLoansFound'))
    return store.findApplication(appUuid)
  }

  function organisationFor() {
    return context.scenario().world.organisation ?? DEFAULT_ORG_CODE
  }

  /** Chooses the offer (and the record's top-up deadline); the table says where it goes. */
  async function choose(record: ApplicationRecord, offer: Offer): Promise<ApplicationRecord> {
    const chosen = await store.updateApplication(record, (draft) => {
      draft.selectedOffer = toPlain(offer)
      if (draft.refinance && offer[formerLenderFields.topUpRequired]) {
        draft.refinance.topUpExpiresAt = clock.now() + REFINANCE_TOP_UP_WINDOW_MS
      }
    })
    await machine.take(chosen, machine.expect(chosen, 'refinanceOfferSelected'))
    await scheduler.runDue()
    return store.findApplication(record.appUuid)
  }

  return {
    /**
     * The Loan ID lookup (create-{former_lender}): the scenario decides what the loan ID finds.
     * Each coin's loans become one application; a coin already refinanced is not opened again.
     */
    async lookUpFormerLenderLoans(
      loanId: string,
      borrower: BorrowerRecord,
    ): Promise<{ applications: RefinanceApplication[] }> {
      const lookup = context.scenario().decisions.refinanceLookup
      if (lookup.outcome === 'ERROR') {
        const reasons = lookup.errorMessages.length
          ? lookup.errorMessages
          : [`Loan ${loanId} could not be checked`]
        throw new SimError(lookup.errorStatus, reasons[0] ?? 'Lookup failed', undefined, reasons)
      }
      if (lookup.outcome === 'NONE') return { applications: [] }
      const found: ApplicationRecord[] = []
      for (const loans of byCoin(lookup.loans)) {
        const coin = loans[0]?.coinType
        const existing = mine(borrower).find((record) => record.refinance?.coinType === coin)
        found.push(existing ?? (await open(loans, borrower, organisationFor())))
      }
      return { applications: found.map(toRefinanceApplication) }
    },

    listRefinanceApplications(
      identityUuid: string,
      borrower: BorrowerRecord,
    ): { applications: RefinanceApplication[] } {
      if (identityUuid !== borrower.uuid) throw notFound(`Borrower ${identityUuid} not found`)
      return { applications: mine(borrower).map(toRefinanceApplication) }
    },

    /** §4: one choice per application; once made, only support changes it (409). */
    async selectRefinanceOffer(
      appUuid: string,
      offerUuid: string,
      borrower: BorrowerRecord,
    ): Promise<RefinanceApplication> {
      const { record, refinance } = refinanceOf(appUuid, borrower)
      if (record.selectedOffer) throw conflict(SUPPORT_TO_CHANGE)
      machine.expect(record, 'refinanceOfferSelected')
      const offer = record.offers.find((candidate) => candidate.uuid === offerUuid)
      if (!offer) throw badRequest(`Offer ${offerUuid} is not an offer of application ${appUuid}`)
      if (refinance.stabilizationOptIn && treatmentOf(offer) !== 'CUSTODY_ONLY') {
        throw conflict('Stabilization is available only for custody-only')
      }
      return toRefinanceApplication(await choose(record, offer))
    },

    /** §5: stabilization is a choice made with the rate, before it is selected. */
    async setStabilization(appUuid: string, optIn: boolean, borrower: BorrowerRecord) {
      const { record } = refinanceOf(appUuid, borrower)
      if (record.selectedOffer || record.state !== 'OFFER_SELECT') {
        throw conflict(SUPPORT_TO_CHANGE)
      }
      await store.updateApplication(record, (draft) => {
        if (draft.refinance) draft.refinance.stabilizationOptIn = optIn
      })
    },

    /** The top-up the chosen offer asks for, what is still to send and where to send it. */
    calculateRefinanceCollateral(appUuid: string, offerUuid: string, borrower: BorrowerRecord) {
      const { record } = refinanceOf(appUuid, borrower)
      const offer = record.selectedOffer
      if (!offer || offer.uuid !== offerUuid) {
        throw badRequest(`Offer ${offerUuid} is not the selected offer of application ${appUuid}`)
      }
      const type = offer.collateral.type
      const topUp = Math.max(0, offer.minCollateralUnits - offer.collateralUnits)
      const required: CoinAmount = { coinQuantity: topUp, type }
      return {
        requiredCoinAmount: required,
        collateralPrice: { type },
        wallet: { depositAddress: depositAddressFor(appUuid, type) },
        topUpCollateral: { coinQuantity: TOP_UP_IN.includes(record.state) ? 0 : topUp, type },
      }
    },

    /**
     * The borrower says the top-up was sent (§4). Awaited already: nothing changes; received:
     * on to SIGN_DOCS; requested: the lender now waits for it. Elsewhere there is no top-up.
     */
    async confirmRefinanceTopUp(appUuid: string, borrower: BorrowerRecord): Promise<void> {
      const { record } = refinanceOf(appUuid, borrower)
      if (record.state === formerLenderStates.waitingForTopUp) return
      await machine.take(record, machine.expect(record, 'refinanceTopUpConfirmed'))
      await scheduler.runDue()
    },

    /** Makes a seeded application a refinance, with its rate chosen if the seed says so. */
    async seedRefinance(appUuid: string, seed: RefinanceSeed): Promise<void> {
      const refinance = aggregate(seed.loans)
      await store.updateApplication(store.findApplication(appUuid), (draft) => {
        draft[formerLenderFields.refinanceFlag] = true
        draft.refinance = {
          ...refinance,
          stabilizationOptIn: seed.stabilizationOptIn ?? null,
          topUpExpiresAt: null,
        }
        const offers = priceOffers(refinance)
        draft.offers = offers
        const chosen = offers.find((offer) => treatmentOf(offer) === seed.selected)
        if (seed.selected && !chosen) {
          throw new Error(`The seeded loans have no ${seed.selected} offer`)
        }
        if (chosen) {
          draft.selectedOffer = toPlain(chosen)
          if (chosen[formerLenderFields.topUpRequired]) {
            draft.refinance.topUpExpiresAt = clock.now() + REFINANCE_TOP_UP_WINDOW_MS
          }
        }
      })
    },
  }
}
export type RefinanceOperations = ReturnType<typeof createRefinanceOperations>
