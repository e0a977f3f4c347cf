import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useServices } from '@/api/services-context'
import { FaqPreview } from '@/features/faq/components/faq-preview'
import { OfferBuilderPage } from '@/features/offer-builder/components/offer-builder-page'
import { readOfferDraft } from '@/features/offer-builder/offer-draft'
import { TELEMETRY_EVENTS, useTelemetry } from '@/session/telemetry'
import { offerLoanHealth, usePreloadedOfferLoanHealth } from './offer-loan-health-slot'

const route = getRouteApi('/start')

export function StartScreen() {
  const data = route.useLoaderData()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { config } = useServices()
  const telemetry = useTelemetry()
  // A restored entry is priced at once (Back, a reload): its figures follow straight away.
  const [restored] = useState(() => Boolean(readOfferDraft()?.collateralAmount))
  usePreloadedOfferLoanHealth({ atOnce: restored })
  const residenceSearch =
    'state' in data.residence
      ? { state: data.residence.state }
      : { country: data.residence.country }
  return (
    <OfferBuilderPage
      // A new residence means new limits and prices: start the form afresh for it.
      key={JSON.stringify(data.residence)}
      residence={data.residence}
      residenceLabel={data.residenceLabel}
      minLoanAmount={data.minLoanAmount}
      maxLoanAmount={data.maxLoanAmount}
      prices={data.prices}
      origin={{
        organization: config.orgCode,
        loanOriginatorUuid: search.referrer,
        referralUuid: search.rid,
      }}
      changeResidenceLink={
        <Link
          to="/residency"
          search={{ referrer: search.referrer, rid: search.rid, ...residenceSearch }}
          aria-label={`Change residence (${data.residenceLabel})`}
        >
          Change
        </Link>
      }
      faq={<FaqPreview />}
      offerDetails={offerLoanHealth}
      onContinue={(appUuid) => {
        void telemetry.track({
          event: TELEMETRY_EVENTS.offerChosen,
          applicationUuid: appUuid,
          eventProperties: { residence: residenceSearch },
        })
        return navigate({ to: '/$appUuid', params: { appUuid } })
      }}
      onChosenElsewhere={(appUuid) => navigate({ to: '/$appUuid', params: { appUuid } })}
    />
  )
}
