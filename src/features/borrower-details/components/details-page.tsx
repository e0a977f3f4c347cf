import type { RenderableOrganisation } from '@/domain/organisation-links'
import { useSuspenseReads } from '@/session/page-reads'
import { PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { detailsCountryReads, detailsReads } from '../details-reads'
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
  const { user, profile, consentTypes, offer, states, fields } = useSuspenseReads(
    detailsReads(appUuid),
  )
  const { countries } = useSuspenseReads(detailsCountryReads(offer.data))

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
        countries={countries?.data ?? []}
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
