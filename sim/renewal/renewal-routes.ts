import * as pricing from '@contract/pricing'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { RenewalOperations } from './renewal-operations'

const route = routesCalling<RenewalOperations>()

/**
 * Renewals (roll forward): rates and offers for the collateral held plus a top-up. Choosing a
 * renewal offer goes through the select-offer routes, which the pricing area sends down the
 * renewal's own path.
 */
export const renewalRoutes: readonly Route[] = [
  route(pricing.fetchRollForwardRates, ({ engine, body, borrower }) =>
    engine.fetchRollForwardRates(body, signedIn(borrower)),
  ),
  route(pricing.requestRollForwardOffers, ({ engine, params, body, borrower }) =>
    engine.requestRollForwardOffers(params.uuid, body.topUpQuantity, signedIn(borrower)),
  ),
]
