import type { Offer } from '@contract/pricing'
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
   * The offers request, or the application's creation, failed and is not being asked again;
   * the panel offers a retry.
   */
  failed?: boolean
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
  /** A press of Continue selects the offer shown at once. */
  canContinue: boolean
  /** What a press of Continue does now. */
  continueAction: ContinueAction
}

/** Why a press of Continue cannot go on. */
export type ContinueBlock =
  /** What is typed cannot be priced: a field is empty or wrong. */
  | 'incomplete'
  /** The offer (or the application) failed to load; a retry is offered beside it. */
  | 'failed'
  /** The offer for what is typed waits for the connection to come back. */
  | 'offline'
  /** The answer for what is typed has no offer. */
  | 'no-offer'

/**
 * What a press of Continue does: select the current offer at once, wait for the offer that
 * answers what is typed now (it is settling or on its way), or say why it cannot go on.
 */
export type ContinueAction =
  | { kind: 'select'; offer: Offer }
  | { kind: 'wait' }
  | { kind: 'blocked'; reason: ContinueBlock }

export function offerPanelState(input: OfferPanelInput): OfferPanelState {
  const { offers } = input
  const asked = input.requestReady && !input.settling
  const waitingForNetwork = asked && offers.isPaused
  // The answer belongs to what is typed now and no newer one is on its way.
  const settled = asked && !offers.isPlaceholderData && !offers.isFetching && !offers.isPaused
  const offer = offers.data?.[0]

  let continueAction: ContinueAction
  if (!input.requestReady) continueAction = { kind: 'blocked', reason: 'incomplete' }
  // A new request is asked in a moment: its answer decides, not the failure or the old answer.
  else if (input.settling) continueAction = { kind: 'wait' }
  else if (input.failed) continueAction = { kind: 'blocked', reason: 'failed' }
  else if (waitingForNetwork) continueAction = { kind: 'blocked', reason: 'offline' }
  else if (settled && offer && input.applicationReady) continueAction = { kind: 'select', offer }
  else if (settled && offers.data && !offer)
    continueAction = { kind: 'blocked', reason: 'no-offer' }
  // The answer, or the application it is asked for, is on its way.
  else continueAction = { kind: 'wait' }

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
    canContinue: continueAction.kind === 'select',
    continueAction,
  }
}

/**
 * Where a press of Continue stands: none, one waiting for the offer that answers what is typed
 * now, or one that was told why it cannot go on.
 */
export type ContinuePress = 'none' | 'waiting' | 'refused'

/** What the borrower is told under Continue after pressing it. */
export type ContinueNotice = 'waiting' | ContinueBlock

export interface ContinueStep {
  press: ContinuePress
  /** The offer to save now, if any. */
  select: Offer | null
  notice: ContinueNotice | null
}

/**
 * A press of Continue ('pressed', just now) or an earlier one, against what Continue does now:
 * a press is never dropped; it selects, keeps waiting, or is refused with a reason. A refusal
 * is said while it holds and forgotten once the borrower changes what is typed.
 */
export function continueStep(
  press: ContinuePress | 'pressed',
  action: ContinueAction,
): ContinueStep {
  if (press === 'pressed' || press === 'waiting') {
    if (action.kind === 'select') return { press: 'none', select: action.offer, notice: null }
    if (action.kind === 'wait') return { press: 'waiting', select: null, notice: 'waiting' }
    return { press: 'refused', select: null, notice: action.reason }
  }
  if (press === 'refused' && action.kind === 'blocked')
    return { press: 'refused', select: null, notice: action.reason }
  return { press: 'none', select: null, notice: null }
}
