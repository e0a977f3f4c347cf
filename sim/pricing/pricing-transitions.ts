import { isNewLoan } from '../core/application-kind'
import type { RowGuard, TransitionRow } from '../core/transition-row'

/** Pricing's rows of the transition table (core-journey §4): offers, then the choice of one. */

export type PricingEvent = 'offersRequested' | 'offerSelected'

declare module '../core/transition-row' {
  interface AreaEvents {
    pricing: PricingEvent
  }
}

const hasOffers: RowGuard = (application) => application.offers.length > 0

export const pricingTransitions: readonly TransitionRow<PricingEvent>[] = [
  // A new application stays before selection while it is priced and priced again.
  {
    from: ['APP_START'],
    on: 'offersRequested',
    when: isNewLoan,
    to: { state: 'APP_START', waitsFor: 'dashboard' },
  },
  {
    from: ['APP_START', 'OFFER_SELECT', 'ATTACH_PROFILE'],
    on: 'offerSelected',
    when: hasOffers,
    to: { state: 'ATTACH_PROFILE', waitsFor: 'moves-on' },
  },
]
