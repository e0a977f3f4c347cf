import type { ReactNode } from 'react'
import type { Offer } from '@/api/contract/pricing'
import { offerWarningMessages } from '@/domain/offer-form'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import type { useOfferBuilder } from '../use-offer-builder'
import { RetryBanner } from './retry-banner'
import { TermsPanel } from './terms-panel'

/** What the panel reads of a builder, new loan or renewal alike. */
type PanelBuilder = Pick<
  ReturnType<typeof useOfferBuilder>,
  'panel' | 'application' | 'selection' | 'offersFailed' | 'retryOffers'
>

/** The offer's terms, its warnings and failures, and Continue. */
export function OfferSidePanel({
  builder,
  renewal = false,
  offerDetails,
}: {
  builder: PanelBuilder
  /** A renewal's terms add the LTV after top-up. */
  renewal?: boolean
  /** More about the offer shown, under its terms (the app fills it in). */
  offerDetails?: (offer: Offer) => ReactNode
}) {
  const { panel, application, selection } = builder
  return (
    <aside className="offer-side" aria-labelledby="offer-terms-heading">
      <Card className="offer-terms-card">
        <h2 id="offer-terms-heading" className="offer-section-title">
          Your offer
        </h2>
        {panel.warning ? (
          <Banner variant="warn">{offerWarningMessages[panel.warning]}</Banner>
        ) : null}
        {application.failed ? (
          <RetryBanner onRetry={application.retry}>
            We couldn't start your application. Your entries are kept.
          </RetryBanner>
        ) : null}
        {builder.offersFailed ? (
          <RetryBanner onRetry={builder.retryOffers}>
            We couldn't load your offer. Your entries are kept.
          </RetryBanner>
        ) : panel.waitingForNetwork ? (
          <Banner variant="info">
            Your offer will update when your connection is back. Your entries are kept.
          </Banner>
        ) : (
          <TermsPanel state={panel.terms} renewal={renewal} />
        )}
        {selection.failed ? (
          <Banner variant="error">We couldn't save your offer. Please try again.</Banner>
        ) : null}
        <Button
          block
          disabled={!panel.canContinue}
          loading={selection.saving}
          loadingText="Saving your offer…"
          onClick={selection.choose}
        >
          Continue
        </Button>
        {panel.terms.kind === 'offer' && !builder.offersFailed && !panel.waitingForNetwork
          ? offerDetails?.(panel.terms.offer)
          : null}
      </Card>
    </aside>
  )
}
