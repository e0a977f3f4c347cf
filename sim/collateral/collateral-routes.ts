import * as collateral from '@contract/collateral'
import * as disbursement from '@contract/disbursement'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { CollateralOperations } from './collateral-operations'

const route = routesCalling<CollateralOperations>()

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
