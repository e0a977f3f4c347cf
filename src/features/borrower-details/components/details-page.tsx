import { useQuery } from '@tanstack/react-query'
import { failureAdvice } from '@/api/api-error'
import { applicationFieldsQueryOptions, selectedOfferQueryOptions } from '@/api/queries/application'
import { validCountriesQueryOptions, validStatesQueryOptions } from '@/api/queries/reference'
import { useServices } from '@/api/services-context'
import { isInternationalOffer } from '@/domain/borrower-details-requests'
import type { RenderableOrganisation } from '@/domain/organisation-links'
import { useCurrentUser } from '@/session/current-user'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import type { SubmitDestination } from '../use-submit-details'
import { DetailsForm } from './details-form'
import './borrower-details.css'
import { borrowerProfileQueryOptions } from '@/api/queries/borrower'
import { consentTypesQueryOptions } from '@/api/queries/reference'

export const DETAILS_TITLE = 'Now, tell us a few details about yourself'

export interface DetailsPageProps {
  appUuid: string
  organisation: RenderableOrganisation
  onSubmitted: (destination: SubmitDestination) => void
}

/** /{appUuid}/details: loads what the form needs, then the form. */
export function DetailsPage({ appUuid, organisation, onSubmitted }: DetailsPageProps) {
  const { http } = useServices()
  const user = useCurrentUser()
  const profile = useQuery(borrowerProfileQueryOptions(http))
  const consentTypes = useQuery(consentTypesQueryOptions(http))
  const offer = useQuery(selectedOfferQueryOptions(http, appUuid))
  const states = useQuery(validStatesQueryOptions(http))
  // Renewals (roll forward) show the profile's personal fields disabled and skip them (§2, §5).
  const fields = useQuery(applicationFieldsQueryOptions(http, appUuid))
  const international = offer.data ? isInternationalOffer(offer.data) : false
  const countries = useQuery({ ...validCountriesQueryOptions(http), enabled: international })
  const loads = [
    user,
    profile,
    consentTypes,
    offer,
    states,
    fields,
    ...(international ? [countries] : []),
  ]

  if (loads.some((load) => load.isError)) {
    return (
      <Page narrow>
        <Card>
          <ErrorState
            headingLevel={1}
            title="We couldn't load your details"
            onRetry={() => {
              for (const load of loads) if (load.isError) void load.refetch()
            }}
          >
            <p>{failureAdvice(loads.map((load) => load.error))} Your application is saved.</p>
          </ErrorState>
        </Card>
      </Page>
    )
  }

  if (
    !user.data ||
    !profile.data ||
    !consentTypes.data ||
    !offer.data ||
    !states.data ||
    !fields.data ||
    (international && !countries.data)
  ) {
    return (
      <Page narrow>
        <Card>
          <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
            {DETAILS_TITLE}
          </h1>
          <Loader label="Loading your details…" />
        </Card>
      </Page>
    )
  }

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
