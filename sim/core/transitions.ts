import { type BorrowerEvent, borrowerTransitions } from '../borrower/borrower-transitions'
import { type CollateralEvent, collateralTransitions } from '../collateral/collateral-transitions'
import { type FundingEvent, fundingTransitions } from '../disbursement/funding-transitions'
import { type SigningEvent, signingTransitions } from '../documents/signing-transitions'
import { type PricingEvent, pricingTransitions } from '../pricing/pricing-transitions'
import { type RefinanceEvent, refinanceTransitions } from '../refinance/refinance-transitions'
import { type ReleaseEvent, releaseTransitions } from '../release/release-transitions'
import { type RenewalEvent, renewalTransitions } from '../renewal/renewal-transitions'
import type { TransitionRow } from './transition-row'

/**
 * The simulated lender's state machine, as one table (core-journey §4), put together from each
 * area's rows. Every operation that changes an application's state fires an event here; a row
 * whose `from` holds the current state says where it goes. Rows with `afterMs` are the lender's
 * own work: they are scheduled on the simulated clock when the application enters a `from`
 * state. A new screen's backend adds its rows in its area (and, for a borrower's call, fires
 * its event), nothing else.
 */

/** What the borrower does (a call) or what the lender does by itself (a scheduled row). */
export type TransitionEvent =
  | PricingEvent
  | RenewalEvent
  | BorrowerEvent
  | CollateralEvent
  | FundingEvent
  | SigningEvent
  | ReleaseEvent
  | RefinanceEvent

// Rows scheduled from the same state are scheduled in this order (collateral before refinance).
export const transitions: readonly TransitionRow<TransitionEvent>[] = [
  ...pricingTransitions,
  ...renewalTransitions,
  ...borrowerTransitions,
  ...collateralTransitions,
  ...fundingTransitions,
  ...signingTransitions,
  ...releaseTransitions,
  ...refinanceTransitions,
]
