import type { EndpointDefinition } from '@/api/contract/endpoint'
import * as servicing from '@/api/contract/servicing'
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

/** The servicer: funded loans with their health as the simulated prices move. */
export const loanHealthRoutes: readonly Route[] = [
  route(servicing.listFundedLoans, ({ engine, borrower }) =>
    engine.listFundedLoans(signedIn(borrower)),
  ),
]
