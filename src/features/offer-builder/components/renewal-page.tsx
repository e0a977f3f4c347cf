import type { Offer } from '@contract/pricing'
import { type ReactNode, useEffect } from 'react'
import { useSuspenseReads } from '@/session/page-reads'
import { renewalReads } from '../renewal-reads'
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
  // Asked afresh on opening (the route's loader): the answer decides whether this is the page.
  const { fields } = useSuspenseReads(renewalReads(appUuid))
  const held = fields.data.rollForwardLoanDetails?.collateral
  const here =
    fields.data.isRollForward === true && held !== undefined && fields.data.state === 'OFFER_SELECT'

  useEffect(() => {
    if (!here) onNotHere()
  }, [here, onNotHere])

  // A later failed reading (the tab regaining focus) replaces the page, as a first one does.
  if (fields.isError) throw fields.error
  // Elsewhere: on its way to the page of the application's state.
  if (!here || !held) return null
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
