import type { Residence } from '@contract/common'
import type { OffersRequest, RatesRequest } from '@contract/pricing'

/**
 * Every query key of the app, one factory per entity. Keys nest, so a change can invalidate an
 * entity by prefix: `applicationKeys.detail(uuid)` covers that application's state and offers.
 */

export const organisationKeys = {
  info: (orgCode: string) => ['organisation', orgCode] as const,
}

export const referenceKeys = {
  all: ['reference'] as const,
  validStates: () => ['reference', 'valid-states'] as const,
  validCountries: () => ['reference', 'valid-countries'] as const,
  prices: (orgCode: string, residence: Residence) =>
    ['reference', 'prices', orgCode, residence] as const,
  rates: (orgCode: string, request: RatesRequest | null) =>
    ['reference', 'rates', orgCode, request] as const,
}

export const applicationKeys = {
  all: ['application'] as const,
  /** The application this tab is pricing, before an offer is chosen. */
  current: (organization: string) => ['application', 'current', organization] as const,
  detail: (appUuid: string) => ['application', 'by-id', appUuid] as const,
  state: (appUuid: string) => ['application', 'by-id', appUuid, 'state'] as const,
  /** The application's own fields: international, renewal, offers, collateral due. */
  fields: (appUuid: string) => ['application', 'by-id', appUuid, 'fields'] as const,
  /** The final-steps checklist (status plus items) of a signed-in borrower's application. */
  finalSteps: (appUuid: string) => ['application', 'by-id', appUuid, 'final-steps'] as const,
  /** The application's collateral at the lender (posting, release and top-up screens alike). */
  collateral: (appUuid: string) => ['application', 'by-id', appUuid, 'collateral'] as const,
  /** The offer the borrower chose: its countryCode tells an international borrower. */
  selectedOffer: (appUuid: string) => ['application', 'by-id', appUuid, 'selected-offer'] as const,
  /** Where a funded loan's cash went: the account's last four digits or the wallet. */
  disbursementDestination: (appUuid: string) =>
    ['application', 'by-id', appUuid, 'disbursement-destination'] as const,
  /** The signed-in borrower's applications, for the dashboard. */
  mine: () => ['application', 'mine'] as const,
  offers: (appUuid: string | undefined, request: OffersRequest | null) =>
    ['application', 'by-id', appUuid ?? null, 'offers', request] as const,
  /** A renewal's offers and rate rows for one top-up (roll forward). */
  rollForwardOffers: (appUuid: string, topUpQuantity: number | null) =>
    ['application', 'by-id', appUuid, 'roll-forward-offers', topUpQuantity] as const,
  rollForwardRates: (appUuid: string, topUpQuantity: number | null) =>
    ['application', 'by-id', appUuid, 'roll-forward-rates', topUpQuantity] as const,
}

/**
 * What the live-page guard read of an application's state on a visit to one of its pages: an
 * entry per page, outside the application's own keys, so that the pages' polling and their
 * invalidations of the state (by the application's prefix) stay theirs.
 */
export const visitKeys = {
  state: (appUuid: string, page: string) => ['visit', appUuid, page, 'state'] as const,
}

export const featureKeys = {
  decision: (experimentKey: string, organization: string, trackerId: string) =>
    ['feature', experimentKey, organization, trackerId] as const,
}

export const profileKeys = {
  all: ['profile'] as const,
  /** Who is signed in; its key is the prefix of every profile read, which a new session refreshes. */
  session: () => ['profile'] as const,
  /** The signed-in user's profile for an audience (customer, broker), and all of them. */
  user: (audience: string) => ['profile', 'user', audience] as const,
  users: () => ['profile', 'user'] as const,
  /** The borrower's profile from the profile service (name, dob, addresses, hasSsn). */
  borrower: () => ['profile', 'borrower'] as const,
  consentTypes: () => ['profile', 'consent-types'] as const,
}

export const addressKeys = {
  /** Suggestions for what the borrower has typed; kept in memory only. */
  lookup: (partialAddress: string) => ['address-lookup', partialAddress] as const,
}

export const bankLinkKeys = {
  /** The signed-in borrower's linked banks and their accounts. */
  items: () => ['bank-link', 'items'] as const,
}

export const documentKeys = {
  /** Every document list and file of an application. */
  all: (appUuid: string) => ['documents', appUuid] as const,
  list: (appUuid: string) => ['documents', appUuid, 'all'] as const,
  unsigned: (appUuid: string) => ['documents', appUuid, 'unsigned'] as const,
  /** One document's PDF bytes. */
  file: (appUuid: string, docUuid: string) => ['documents', appUuid, 'file', docUuid] as const,
}

export const servicingKeys = {
  /** The signed-in borrower's loans at the servicer; under the user's key, so sign-out drops it. */
  loanStatus: () => ['profile', 'user', 'loan-status'] as const,
  /** The borrower's funded loans with their health; also dropped at sign-out. */
  fundedLoans: () => ['profile', 'user', 'funded-loans'] as const,
}

export const bannerKeys = {
  /** The hosted banner file of a variant (production or test). */
  list: (variant: string) => ['banners', variant] as const,
}

export const refinanceKeys = {
  /** Everything of the refinance flow. */
  all: ['refinance'] as const,
  /** The signed-in borrower's refinance applications. */
  list: (identityUuid: string) => ['refinance', 'applications', identityUuid] as const,
  /** The top-up calculation of an application's chosen offer. */
  calculation: (appUuid: string, offerUuid: string) =>
    ['refinance', 'calculation', appUuid, offerUuid] as const,
  /** The disclosures of an application: unsigned list and files. */
  documents: (appUuid: string) => ['refinance', 'documents', appUuid] as const,
  listed: (appUuid: string) => ['refinance', 'documents', appUuid, 'all'] as const,
  unsigned: (appUuid: string) => ['refinance', 'documents', appUuid, 'unsigned'] as const,
  file: (appUuid: string, docUuid: string) =>
    ['refinance', 'documents', appUuid, 'file', docUuid] as const,
}
