/**
 * Every read of the app, in one registry: each cache entry has one `queryOptions` factory, and
 * screens take it from here. The factories are written beside their kind (src/api/queries/ for
 * the lender's data, this folder for who is signed in and the application being priced); what
 * differs between screens sharing a read (how often to ask again) is a parameter of its factory.
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
} from '@/api/queries/application'
import {
  bankLinkItemsQueryOptions,
  borrowerProfileQueryOptions,
  fundedLoansQueryOptions,
  loanStatusQueryOptions,
  refinanceApplicationsQueryOptions,
  topUpCalculationQueryOptions,
} from '@/api/queries/borrower'
import { disbursementDestinationQueryOptions } from '@/api/queries/disbursement'
import {
  loanDocumentFileQueryOptions,
  loanDocumentsQueryOptions,
  refinanceDocumentFileQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
  unsignedDocumentsQueryOptions,
} from '@/api/queries/documents'
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
} from '@/api/queries/reference'
import { currentApplicationQueryOptions } from './current-application'
import { currentUserQueryOptions } from './current-user'
import { profileQueryOptions } from './session'

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
} from '@/api/queries/application'
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
} from '@/api/queries/borrower'
export { disbursementDestinationQueryOptions } from '@/api/queries/disbursement'
export {
  type BorrowerPath,
  loanDocumentFileQueryOptions,
  loanDocumentsQueryOptions,
  refinanceDocumentFileQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
  unsignedDocumentsQueryOptions,
} from '@/api/queries/documents'
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
} from '@/api/queries/reference'
export { currentApplicationQueryOptions } from './current-application'
export { currentUserQueryOptions } from './current-user'
export { profileQueryOptions } from './session'

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
