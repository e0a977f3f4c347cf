import type { Offer } from '@contract/pricing'
import type { ReactNode } from 'react'
import { offerWarningMessages } from '@/domain/offer-form'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import type { ContinueNotice } from '../offer-panel-state'
import type { useOfferBuilder } from '../use-offer-builder'
import { RetryBanner } from './retry-banner'
import { TermsPanel } from './terms-panel'

/** What the panel reads of a builder, new loan or renewal alike. */
type PanelBuilder = Pick<
  ReturnType<typeof useOfferBuilder>,
  'panel' | 'application' | 'selection' | 'offersFailed' | 'retryOffers'
>

/** What a press of Continue is told when it cannot select the offer at once. */
const continueNotices: Record<ContinueNotice, string> = {
  waiting: "Updating your offer. We'll continue as soon as it's ready.",
  'no-offer': "We can't continue: no offer is available for what you've entered.",
  incomplete: 'To continue, complete the highlighted fields above.',
  offline: "You're offline. You can continue once your offer has updated.",
  failed: "We can't continue until your offer has loaded. Please use Try again above.",
}

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
        <div className="offer-continue">
          {/*
            Never disabled: a press is never lost. One that cannot go on now waits for the
            current offer or is told why (the notice below); it only looks unavailable.
          */}
          <Button
            block
            aria-disabled={panel.continueAction.kind === 'blocked' || undefined}
            loading={selection.saving || selection.waiting}
            loadingText={selection.saving ? 'Saving your offer…' : undefined}
            onClick={selection.choose}
          >
            Continue
          </Button>
          {/* Always there, so screen readers announce (politely) what a press comes to. */}
          <p role="status" className="offer-continue__notice">
            {selection.notice ? continueNotices[selection.notice] : null}
          </p>
        </div>
        {panel.terms.kind === 'offer' && !builder.offersFailed && !panel.waitingForNetwork
          ? offerDetails?.(panel.terms.offer)
          : null}
      </Card>
    </aside>
  )
}
