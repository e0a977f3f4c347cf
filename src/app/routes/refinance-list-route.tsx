import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { refinanceRoute } from './refinance-route'

/** /{former_lender}-refi: the borrower's refinance loans (refinance-release-shell §2). */
export const refinanceListRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '/',
  staticData: {
    frame: {
      loading: 'Loading your loans…',
      failure: "We couldn't load your loans",
      wide: true,
    },
  },
  loader: lazyFn(() => import('../screens/refinance-list-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/refinance-list-screen'),
    'RefinanceListScreen',
  ),
})
