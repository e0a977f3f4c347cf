import { type ReactNode, useState } from 'react'
import { formatUsd } from '@/domain/format'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { type OfferBuilderOptions, useOfferBuilder } from '../use-offer-builder'
import { LearnMoreModal } from './learn-more-modal'
import { OfferFootnotes } from './offer-footnotes'
import { OfferFormCard } from './offer-form-card'
import { OfferSidePanel } from './offer-side-panel'
import { RateTable } from './rate-table'
import { RetryBanner } from './retry-banner'
import './offer-builder.css'

export interface OfferBuilderPageProps extends OfferBuilderOptions {
  /** 'New York' or 'Germany', shown with the Change link. */
  residenceLabel: string
  /** The Change link beside the residence; the app owns the route it leads to. */
  changeResidenceLink: ReactNode
  /** The short FAQ under the builder, with its View all link. */
  faq?: ReactNode
}

/** /start: the borrower builds a loan from collateral and cash and sees the offer as they type. */
export function OfferBuilderPage({
  residenceLabel,
  changeResidenceLink,
  faq,
  ...options
}: OfferBuilderPageProps) {
  const builder = useOfferBuilder(options)
  const { coinType, price, rates } = builder
  const [learnMoreOpen, setLearnMoreOpen] = useState(false)

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
          <Card className="offer-rates-card" aria-labelledby="offer-rates-heading">
            <div className="offer-section-header">
              <h2 id="offer-rates-heading" className="offer-section-title">
                Rates for your collateral
              </h2>
              <Button variant="link" onClick={() => setLearnMoreOpen(true)}>
                Learn more
              </Button>
            </div>
            {rates.failed ? (
              <RetryBanner onRetry={rates.retry}>
                We couldn't load the rates. Your entries are kept.
              </RetryBanner>
            ) : (
              <RateTable
                rows={rates.rows}
                coinType={coinType}
                activeIndex={rates.activeIndex}
                loading={rates.loading}
              />
            )}
            {price ? (
              <p className="offer-muted offer-price">
                1 {coinType} ≈ {formatUsd(price.valueOfOne)} at current market prices.
              </p>
            ) : null}
          </Card>
        </div>
        <OfferSidePanel builder={builder} />
      </div>

      <OfferFootnotes offer={builder.offer} />
      {faq}
      <LearnMoreModal open={learnMoreOpen} onClose={() => setLearnMoreOpen(false)} />
    </Page>
  )
}
