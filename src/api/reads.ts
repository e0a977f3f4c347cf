/**
 * Every read of the app, in one registry: each cache entry has one `queryOptions` factory, and
 * screens take it from here, beside the client the reads ask through. The factories are written
 * in src/api/queries/, one file per kind (the application, the borrower, documents, reference
 * data, who is signed in, the application being priced); what differs between screens sharing
 * a read (how often to ask again) is a parameter of its factory.
 * tests/unit/architecture/read-registry.test.ts calls each one and fails when two name the same
 * cache entry, or when a factory is left out of `reads`.
 */
import {
  applicationFieldsQueryOptions,
  applicationStateQueryOptions,
  collateralQueryOptions,
  finalStepsQueryOptions,
  offersQueryOptions,
  rollForwardOffersQueryOptions,
  rollForwardRatesQueryOptions,
  selectedOfferQueryOptions,
  stateOnVisitQueryOptions,
  userApplicationsQueryOptions,
} from './queries/application'
import {
  bankLinkItemsQueryOptions,
  borrowerProfileQueryOptions,
  fundedLoansQueryOptions,
  loanStatusQueryOptions,
  refinanceApplicationsQueryOptions,
  topUpCalculationQueryOptions,
} from './queries/borrower'
import { currentApplicationQueryOptions } from './queries/current-application'
import { currentUserQueryOptions } from './queries/current-user'
import { disbursementDestinationQueryOptions } from './queries/disbursement'
import {
  loanDocumentFileQueryOptions,
  loanDocumentsQueryOptions,
  refinanceDocumentFileQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
  unsignedDocumentsQueryOptions,
} from './queries/documents'
import {
  additionalDocumentFlagQueryOptions,
  addressLookupQueryOptions,
  bannersQueryOptions,
  consentTypesQueryOptions,
  organisationInfoQueryOptions,
  pricesQueryOptions,
  ratesQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from './queries/reference'
import { profileQueryOptions } from './queries/signed-in'

export {
  applicationFieldsQueryOptions,
  applicationStateQueryOptions,
  collateralQueryOptions,
  finalStepsQueryOptions,
  offersQueryOptions,
  readApplicationStateNow,
  rollForwardOffersQueryOptions,
  rollForwardRatesQueryOptions,
  STATE_ON_VISIT_STALE_MS,
  selectedOfferQueryOptions,
  stateOnVisitQueryOptions,
  userApplicationsQueryOptions,
} from './queries/application'
export {
  bankLinkItemsQueryOptions,
  borrowerProfileQueryOptions,
  fundedLoansQueryOptions,
  isPendingItem,
  loanStatusQueryOptions,
  MARGIN_CALL_POLL_MS,
  QUIET_POLL_MS,
  refinanceApplicationsQueryOptions,
  topUpCalculationQueryOptions,
} from './queries/borrower'
export {
  type ApplicationOrigin,
  currentApplicationQueryOptions,
} from './queries/current-application'
export { type CurrentUser, currentUserQueryOptions } from './queries/current-user'
export { disbursementDestinationQueryOptions } from './queries/disbursement'
export {
  type BorrowerPath,
  loanDocumentFileQueryOptions,
  loanDocumentsQueryOptions,
  refinanceDocumentFileQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
  unsignedDocumentsQueryOptions,
} from './queries/documents'
export {
  ADDITIONAL_DOCUMENT_FLAG,
  ADDRESS_LOOKUP_MIN_LENGTH,
  additionalDocumentFlagQueryOptions,
  addressLookupQueryOptions,
  bannersQueryOptions,
  consentTypesQueryOptions,
  fetchBanners,
  organisationInfoQueryOptions,
  PRICES_STALE_TIME_MS,
  pricesQueryOptions,
  ratesQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from './queries/reference'
export { profileQueryOptions } from './queries/signed-in'

/** Each read by what it reads. */
export const reads = {
  // The application
  applicationState: applicationStateQueryOptions,
  stateOnVisit: stateOnVisitQueryOptions,
  applicationFields: applicationFieldsQueryOptions,
  selectedOffer: selectedOfferQueryOptions,
  collateral: collateralQueryOptions,
  finalSteps: finalStepsQueryOptions,
  offers: offersQueryOptions,
  rollForwardOffers: rollForwardOffersQueryOptions,
  rollForwardRates: rollForwardRatesQueryOptions,
  userApplications: userApplicationsQueryOptions,
  currentApplication: currentApplicationQueryOptions,
  disbursementDestination: disbursementDestinationQueryOptions,
  // The borrower
  signedIn: profileQueryOptions,
  currentUser: currentUserQueryOptions,
  borrowerProfile: borrowerProfileQueryOptions,
  bankLinkItems: bankLinkItemsQueryOptions,
  fundedLoans: fundedLoansQueryOptions,
  loanStatus: loanStatusQueryOptions,
  refinanceApplications: refinanceApplicationsQueryOptions,
  topUpCalculation: topUpCalculationQueryOptions,
  // Documents
  loanDocuments: loanDocumentsQueryOptions,
  unsignedDocuments: unsignedDocumentsQueryOptions,
  loanDocumentFile: loanDocumentFileQueryOptions,
  refinanceDocuments: refinanceDocumentsQueryOptions,
  refinanceUnsigned: refinanceUnsignedQueryOptions,
  refinanceDocumentFile: refinanceDocumentFileQueryOptions,
  // Reference data and content
  validStates: validStatesQueryOptions,
  validCountries: validCountriesQueryOptions,
  rates: ratesQueryOptions,
  prices: pricesQueryOptions,
  organisationInfo: organisationInfoQueryOptions,
  consentTypes: consentTypesQueryOptions,
  addressLookup: addressLookupQueryOptions,
  banners: bannersQueryOptions,
  additionalDocumentFlag: additionalDocumentFlagQueryOptions,
} as const
