import type { EndpointDefinition } from '@/api/contract/endpoint'
import * as pricing from '@/api/contract/pricing'
import type { BorrowerRecord } from '../engine/models'
import type { Route } from './route-table'

// Keeps each route's types tied to its endpoint while the table holds them all alike.
function route<E extends EndpointDefinition>(endpoint: E, handle: Route<E>['handle']): Route {
  return { endpoint, handle } as unknown as Route
}

const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  // The adapter answers 401 before a secure route runs; reaching here without one is a bug.
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/**
 * Renewals (roll forward): rates and offers for the collateral held plus a top-up. Choosing a
 * renewal offer goes through the select-offer routes, which the engine sends down the renewal's
 * own path.
 */
export const renewalRoutes: readonly Route[] = [
  route(pricing.fetchRollForwardRates, ({ engine, body, borrower }) =>
    engine.fetchRollForwardRates(body, signedIn(borrower)),
  ),
  route(pricing.requestRollForwardOffers, ({ engine, params, body, borrower }) =>
    engine.requestRollForwardOffers(params.uuid, body.topUpQuantity, signedIn(borrower)),
  ),
]
