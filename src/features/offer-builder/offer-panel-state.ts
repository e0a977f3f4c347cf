import type { Offer } from '@/api/contract/pricing'
import { type OfferWarning, offerWarning } from '@/domain/offer-form'
import type { TermsState } from './components/terms-panel'

/**
 * What the offer side panel shows, worked out from the form and the offers query alone, so the
 * rules (when an offer is current, when Continue is allowed, when a warning shows) are plain
 * data in, plain data out, and tested as a table.
 */
export interface OfferPanelInput {
  /** What is typed makes a complete, valid offers request. */
  requestReady: boolean
  /** Some collateral amount is typed (an invalid form then asks to check the fields). */
  collateralTyped: boolean
  /** The typed request differs from the one last asked (the 450 ms debounce is running). */
  settling: boolean
  offers: {
    data: readonly Offer[] | undefined
    /** The data is the answer to an earlier request, kept while the new one loads. */
    isPlaceholderData: boolean
    isFetching: boolean
    /** The request waits for the network to come back. */
    isPaused: boolean
  }
  applicationReady: boolean
  /**
   * A renewal (roll forward): the high-collateral warning (LTV under 0.2) is for new loans only
   * (core-journey §8).
   */
  renewal?: boolean
}

export interface OfferPanelState {
  terms: TermsState
  /** The shown offer is the answer to what is typed now. */
  offerCurrent: boolean
  /** Offline: the offer cannot be brought up to date until the connection is back. */
  waitingForNetwork: boolean
  warning: OfferWarning | null
  canContinue: boolean
}

export function offerPanelState(input: OfferPanelInput): OfferPanelState {
  const { offers } = input
  const asked = input.requestReady && !input.settling
  const waitingForNetwork = asked && offers.isPaused
  // The answer belongs to what is typed now and no newer one is on its way.
  const settled = asked && !offers.isPlaceholderData && !offers.isFetching && !offers.isPaused
  const offer = offers.data?.[0]

  let terms: TermsState
  if (!input.requestReady) terms = { kind: 'empty', incomplete: input.collateralTyped }
  else if (offer) terms = { kind: 'offer', offer, updating: !settled }
  else if (settled && offers.data) terms = { kind: 'no-offer' }
  else terms = { kind: 'loading' }

  return {
    terms,
    offerCurrent: settled && offer !== undefined,
    waitingForNetwork,
    warning:
      settled && offers.data
        ? offerWarning({ offers: offers.data }, { renewal: input.renewal ?? false })
        : null,
    canContinue: settled && offer !== undefined && input.applicationReady,
  }
}
