import type { Offer } from '@contract/pricing'
import type { ReactNode } from 'react'
import { PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { type OfferBuilderOptions, useOfferBuilder } from '../use-offer-builder'
import { OfferFootnotes } from './offer-footnotes'
import { OfferFormCard } from './offer-form-card'
import { OfferSidePanel } from './offer-side-panel'
import { RatesCard } from './rates-card'
import './offer-builder.css'

export interface OfferBuilderPageProps extends OfferBuilderOptions {
  /** 'New York' or 'Germany', shown with the Change link. */
  residenceLabel: string
  /** The Change link beside the residence; the app owns the route it leads to. */
  changeResidenceLink: ReactNode
  /** The short FAQ under the builder, with its View all link. */
  faq?: ReactNode
  /** More about the offer shown, under its terms. */
  offerDetails?: (offer: Offer) => ReactNode
}

/** /start: the borrower builds a loan from collateral and cash and sees the offer as they type. */
export function OfferBuilderPage({
  residenceLabel,
  changeResidenceLink,
  faq,
  offerDetails,
  ...options
}: OfferBuilderPageProps) {
  const builder = useOfferBuilder(options)
  const { coinType, price, rates } = builder

  return (
    <Page>
      <div className="offer-heading">
        <PageHeading
          title="Get cash without selling your crypto"
          lead="Borrow against your bitcoin or ether. Your rate and terms update as you type."
        />
        <p className="offer-residence">
          <span>
            Residence: <strong>{residenceLabel}</strong>
          </span>
          {changeResidenceLink}
        </p>
      </div>

      <div className="offer-layout">
        <div className="offer-main">
          <OfferFormCard builder={builder} />
          <RatesCard rates={rates} coinType={coinType} price={price} />
        </div>
        <OfferSidePanel builder={builder} offerDetails={offerDetails} />
      </div>

      <OfferFootnotes offer={builder.offer} />
      {faq}
    </Page>
  )
}
