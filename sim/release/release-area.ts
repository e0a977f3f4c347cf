import type { CollateralOperations } from '../collateral/collateral-operations'
import { defineArea } from '../core/area'
import { releaseApplicationParts } from './collateral-release-record'
import { createReleaseOperations } from './release-operations'
import { releaseRoutes } from './release-routes'
import { releaseTransitions } from './release-transitions'

/** Releasing a paid-off loan's collateral to the borrower's return address. */
export const releaseArea = defineArea({
  name: 'releases',
  operations: (
    { context, store, machine, scheduler },
    { collateral }: { collateral: Pick<CollateralOperations, 'getCollateral'> },
  ) =>
    createReleaseOperations(context, store, machine, scheduler, (uuid, borrower) =>
      collateral.getCollateral(uuid, borrower),
    ),
  routes: releaseRoutes,
  transitions: releaseTransitions,
  applicationParts: releaseApplicationParts,
})
