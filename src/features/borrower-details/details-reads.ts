import {
  applicationFieldsQueryOptions,
  borrowerProfileQueryOptions,
  consentTypesQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from '@/api/reads'
import { isInternationalOffer } from '@/domain/borrower-details-requests'
import type { Answers } from '@/session/page-reads'

/** What /{appUuid}/details reads: its route's loader ensures these, the page reads them. */
export const detailsReads = (appUuid: string) => ({
  user: currentUserQueryOptions(),
  profile: borrowerProfileQueryOptions(),
  consentTypes: consentTypesQueryOptions(),
  offer: selectedOfferQueryOptions(appUuid),
  states: validStatesQueryOptions(),
  // Renewals (roll forward) show the profile's personal fields disabled and skip them (§2, §5).
  fields: applicationFieldsQueryOptions(appUuid),
})

type DetailsAnswers = Answers<ReturnType<typeof detailsReads>>

/** Only an international offer chooses a country: read once the offer says so. */
export const detailsCountryReads = (
  offer: DetailsAnswers['offer'],
): { countries?: ReturnType<typeof validCountriesQueryOptions> } =>
  isInternationalOffer(offer) ? { countries: validCountriesQueryOptions() } : {}
