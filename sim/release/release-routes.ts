import * as collateral from '@contract/collateral'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { ReleaseOperations } from './release-operations'

const route = routesCalling<ReleaseOperations>()

/** Releasing a paid-off loan's collateral to the borrower's return address. */
export const releaseRoutes: readonly Route[] = [
  route(collateral.releaseCollateral, ({ engine, params, body, borrower }) =>
    engine.releaseCollateral(params.uuid, body.returnAddress, signedIn(borrower)),
  ),
]
