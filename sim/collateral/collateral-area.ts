import { defineArea } from '../core/area'
import type { ReferenceOperations } from '../pricing/reference-operations'
import { createCollateralOperations } from './collateral-operations'
import { collateralApplicationParts } from './collateral-posting'
import { collateralRoutes } from './collateral-routes'
import { collateralTransitions } from './collateral-transitions'

/** Collateral posting: the deposit address, the borrower's answers, the deposits received. */
export const collateralArea = defineArea({
  name: 'collateral',
  operations: (
    { context, store, machine, scheduler },
    { reference }: { reference: Pick<ReferenceOperations, 'valueOfOne'> },
  ) => createCollateralOperations(context, store, machine, scheduler, reference.valueOfOne),
  routes: collateralRoutes,
  transitions: collateralTransitions,
  applicationParts: collateralApplicationParts,
})
