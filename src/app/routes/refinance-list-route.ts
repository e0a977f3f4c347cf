import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { refinanceRoute } from './refinance-route'

/** /{former_lender}-refi: the borrower's refinance loans (refinance-release-shell §2). */
export const refinanceListRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '/',
  component: lazyRouteComponent(
    () => import('../screens/refinance-list-screen'),
    'RefinanceListScreen',
  ),
})
