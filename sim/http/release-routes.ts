import * as collateral from '@/api/contract/collateral'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import type { BorrowerRecord } from '../engine/models'
import type { Route } from './route-table'

// The route table's own helpers, repeated here so this file does not import its values back.
function route<E extends EndpointDefinition>(endpoint: E, handle: Route<E>['handle']): Route {
  return { endpoint, handle } as unknown as Route
}
const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/** Releasing a paid-off loan's collateral to the borrower's return address. */
export const releaseRoutes: readonly Route[] = [
  route(collateral.releaseCollateral, ({ engine, params, body, borrower }) =>
    engine.releaseCollateral(params.uuid, body.returnAddress, signedIn(borrower)),
  ),
]
