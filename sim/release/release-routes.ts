import * as collateral from '@/api/contract/collateral'
import { type Route, route, signedIn } from '../core/route'

/** Releasing a paid-off loan's collateral to the borrower's return address. */
export const releaseRoutes: readonly Route[] = [
  route(collateral.releaseCollateral, ({ engine, params, body, borrower }) =>
    engine.releaseCollateral(params.uuid, body.returnAddress, signedIn(borrower)),
  ),
]
