import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/**
 * /{appUuid}/collateral-release: the return address for a paid-off loan's collateral
 * (refinance-release-shell.md §2). Lazy, so the address codecs load only here.
 */
export const collateralReleaseRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'collateral-release',
  component: lazyRouteComponent(
    () => import('../screens/collateral-release-screen'),
    'CollateralReleaseScreen',
  ),
})
