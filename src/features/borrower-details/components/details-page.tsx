import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useServices } from '@/api/services-context'
import { isInternationalOffer } from '@/domain/borrower-details-requests'
import type { RenderableOrganisation } from '@/domain/organisation-links'
import {
  applicationFieldsQueryOptions,
  borrowerProfileQueryOptions,
  consentTypesQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from '@/session/reads'
import { PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import type { SubmitDestination } from '../use-submit-details'
import { DetailsForm } from './details-form'
import './borrower-details.css'

export const DETAILS_TITLE = 'Now, tell us a few details about yourself'

export interface DetailsPageProps {
  appUuid: string
  organisation: RenderableOrganisation
  onSubmitted: (destination: SubmitDestination) => void
}

/** /{appUuid}/details: loads what the form needs, then the form. */
export function DetailsPage({ appUuid, organisation, onSubmitted }: DetailsPageProps) {
  const { http } = useServices()
  const user = useSuspenseQuery(currentUserQueryOptions(http))
  const profile = useSuspenseQuery(borrowerProfileQueryOptions(http))
  const consentTypes = useSuspenseQuery(consentTypesQueryOptions(http))
  const offer = useSuspenseQuery(selectedOfferQueryOptions(http, appUuid))
  const states = useSuspenseQuery(validStatesQueryOptions(http))
  // Renewals (roll forward) show the profile's personal fields disabled and skip them (§2, §5).
  const fields = useSuspenseQuery(applicationFieldsQueryOptions(http, appUuid))
  // Only international offers choose a country (the route's loader read them then).
  const countries = useQuery({
    ...validCountriesQueryOptions(http),
    enabled: isInternationalOffer(offer.data),
  })

  const company = organisation.metadata.company
  return (
    <Page narrow>
      <PageHeading
        title={DETAILS_TITLE}
        lead="We need these to check your application. All fields are required unless marked optional."
      />
      <DetailsForm
        appUuid={appUuid}
        identityUuid={user.data.uuid}
        profile={profile.data}
        consentTypes={consentTypes.data}
        offer={offer.data}
        states={states.data.validStates}
        countries={countries.data ?? []}
        rollForward={fields.data.isRollForward}
        supportPhone={organisation.supportPhone}
        termsUrl={company.termsUrl}
        privacyUrl={company.privacyUrl}
        lenderName={company.legalName}
        onSubmitted={onSubmitted}
      />
    </Page>
  )
}
