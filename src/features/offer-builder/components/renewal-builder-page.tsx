import type { Offer } from '@contract/pricing'
import type { ReactNode } from 'react'
import { PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { type RenewalBuilderOptions, useRenewalBuilder } from '../use-renewal-builder'
import { OfferFootnotes } from './offer-footnotes'
import { OfferSidePanel } from './offer-side-panel'
import { RatesCard } from './rates-card'
import { RenewalFormCard } from './renewal-form-card'
import './offer-builder.css'

/** /{appUuid}/renew: the offer builder in renewal mode (roll forward). */
export function RenewalBuilderPage({
  offerDetails,
  ...options
}: RenewalBuilderOptions & {
  /** More about the offer shown, under its terms. */
  offerDetails?: (offer: Offer) => ReactNode
}) {
  const builder = useRenewalBuilder(options)
  return (
    <Page>
      <div className="offer-heading">
        <PageHeading
          title="Renew your loan"
          lead="Your loan is priced for a new term against the collateral we hold. Adding collateral lowers your loan-to-value."
        />
      </div>
      <div className="offer-layout">
        <div className="offer-main">
          <RenewalFormCard builder={builder} />
          <RatesCard rates={builder.rates} coinType={builder.coinType} />
        </div>
        <OfferSidePanel builder={builder} renewal offerDetails={offerDetails} />
      </div>
      <OfferFootnotes offer={builder.offer} />
    </Page>
  )
}
