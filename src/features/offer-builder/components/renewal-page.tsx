import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { failureAdvice } from '@/api/api-error'
import type { Offer } from '@/api/contract/pricing'
import { applicationFieldsQueryOptions } from '@/api/queries/application'
import { useServices } from '@/api/services-context'
import { Card } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { RenewalBuilderPage } from './renewal-builder-page'

export interface RenewalPageProps {
  appUuid: string
  /** Goes on once the renewal's offer is saved. */
  onContinue: (appUuid: string) => Promise<void>
  /**
   * This application is not a renewal waiting for its offer (a new loan, or a renewal that has
   * moved on: Back after Continue, an old link): the app routes it by its state instead.
   */
  onNotHere: () => void
  /** More about the offer shown, under its terms. */
  offerDetails?: (offer: Offer) => ReactNode
}

/** /{appUuid}/renew: reads the renewal (collateral held) and opens the builder on it. */
export function RenewalPage({ appUuid, onContinue, onNotHere, offerDetails }: RenewalPageProps) {
  const { http } = useServices()
  const fields = useQuery(applicationFieldsQueryOptions(http, appUuid))
  const held = fields.data?.rollForwardLoanDetails?.collateral
  const here =
    fields.data?.isRollForward === true &&
    held !== undefined &&
    fields.data.state === 'OFFER_SELECT'
  // Only an answer read on this visit decides (a cached one may be from before Continue); a
  // later refetch (the tab regaining focus) leaves the builder where it is.
  const decided = fields.data !== undefined && fields.isFetchedAfterMount
  const elsewhere = decided && !here

  useEffect(() => {
    if (elsewhere) onNotHere()
  }, [elsewhere, onNotHere])

  if (fields.isError) {
    return (
      <Page narrow>
        <Card>
          <ErrorState
            headingLevel={1}
            title="We couldn't load your renewal"
            onRetry={() => void fields.refetch()}
          >
            <p>{failureAdvice(fields.error)} Your loan is unchanged.</p>
          </ErrorState>
        </Card>
      </Page>
    )
  }
  if (!decided || !here || !held) {
    return (
      <Page narrow>
        <Card>
          <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
            Renew your loan
          </h1>
          <Loader label="Loading your renewal…" />
        </Card>
      </Page>
    )
  }
  return (
    <RenewalBuilderPage
      key={appUuid}
      appUuid={appUuid}
      held={held}
      onContinue={onContinue}
      offerDetails={offerDetails}
    />
  )
}
