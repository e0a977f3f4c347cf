import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { refinanceRoute } from './refinance-route'

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/collateral-top-up: the collateral transfer for a
 * chosen offer (refinance-release-shell §2).
 */
export const refinanceTopUpRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '$appUuid/$offerUuid/collateral-top-up',
  component: lazyRouteComponent(
    () => import('../screens/refinance-top-up-screen'),
    'RefinanceTopUpScreen',
  ),
})
