import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/collateral: the collateral posting step (core-journey.md §2). */
export const collateralRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'collateral',
  component: lazyRouteComponent(() => import('../screens/collateral-screen'), 'CollateralScreen'),
})
