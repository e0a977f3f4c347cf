import type { Residence } from '@contract/common'
import { formerLenderFields } from '@contract/former-lender'
import type { OrganisationInfo } from '@contract/organisation'
import { type FeeRule, feeRuleFor } from '@/domain/pricing/origination-fee'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from '@/domain/pricing/residence'
import type { EngineContext } from '../core/engine-context'
import { badRequest, notFound } from '../core/sim-error'

/** A residence the backend accepts for pricing, with its loan limits and fee rule. */
export interface ResolvedResidence {
  state: string | null
  country: string | null
  international: boolean
  minLoanAmount: number
  maxLoanAmount: number
  feeRule: FeeRule
}

/**
 * The fields of an offer of the lender's own pricing (a new loan or a renewal): made where the
 * borrower lives, asking no top-up of a former lender's loan and no consent to reuse collateral.
 */
export function ownOfferFields(residence: Pick<ResolvedResidence, 'state' | 'country'>) {
  return {
    [formerLenderFields.topUpRequired]: false,
    countryCode: residence.country ?? 'US',
    state: residence.state,
    collateralReuseConsent: null,
  }
}

export function findOrganisation(context: EngineContext, orgCode: string): OrganisationInfo {
  const organisation = context.collections.organisations.findFirst((q) => q.where({ orgCode }))
  if (!organisation) throw notFound(`Organization ${orgCode} not found`)
  return organisation
}

/**
 * Checks the residence against the reference data: US states must be rate-enabled; countries
 * need an organisation that lends internationally and must be enabled.
 */
export function resolveResidence(
  context: EngineContext,
  residence: Residence,
  organisation: OrganisationInfo,
): ResolvedResidence {
  if (residence.state !== undefined) {
    const code = residence.state.toUpperCase()
    const state = context.collections.states.findFirst((q) => q.where({ state: code }))
    if (!state) throw badRequest(`Unknown state ${code}`)
    if (!state.rateEnabled) throw badRequest(`Sorry! We do not yet lend to residents of ${code}`)
    return {
      state: code,
      country: null,
      international: false,
      minLoanAmount: state.minLoanAmount,
      maxLoanAmount: state.maxLoanAmount,
      feeRule: feeRuleFor({ state: code }),
    }
  }
  const code = (residence.country ?? '').toUpperCase()
  const country = context.collections.countries.findFirst((q) => q.where({ code }))
  if (!country) throw badRequest(`Unknown country ${code}`)
  if (code === 'US') throw badRequest('US residents give their state, not their country')
  if (!organisation.metadata.products.international) {
    throw badRequest(`${organisation.orgBrand.name} does not lend to residents outside the US`)
  }
  if (!country.enabled)
    throw badRequest(`Sorry! We do not yet lend to residents of ${country.name}`)
  return {
    state: null,
    country: code,
    international: true,
    minLoanAmount: DEFAULT_MIN_LOAN_AMOUNT,
    maxLoanAmount: DEFAULT_MAX_LOAN_AMOUNT,
    feeRule: feeRuleFor(
      { country: code },
      { internationalFeePercent: organisation.pricingData.internationalOriginationFee },
    ),
  }
}
