import * as collateral from '@/api/contract/collateral'
import * as disbursement from '@/api/contract/disbursement'
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

/** Collateral posting, the funding steps the borrower takes part in, and loans serviced. */
export const collateralRoutes: readonly Route[] = [
  route(collateral.getCollateral, ({ engine, params, borrower }) =>
    engine.getCollateral(params.uuid, signedIn(borrower)),
  ),
  route(collateral.calculateCollateral, ({ engine, params, borrower }) =>
    engine.calculateCollateral(params.uuid, signedIn(borrower)),
  ),
  route(collateral.setSourceWalletType, ({ engine, params, body, borrower }) =>
    engine.setSourceWalletType(params.uuid, body, signedIn(borrower)),
  ),
  route(collateral.confirmCollateralSent, ({ engine, params, borrower }) =>
    engine.confirmCollateralSent(params.uuid, signedIn(borrower)),
  ),
  route(collateral.confirmCollateralMicroDeposit, ({ engine, params, borrower }) =>
    engine.confirmCollateralMicroDeposit(params.uuid, signedIn(borrower)),
  ),
  route(disbursement.confirmUsdcMicroDeposit, ({ engine, params, borrower }) =>
    engine.confirmUsdcMicroDeposit(params.uuid, signedIn(borrower)),
  ),
]
