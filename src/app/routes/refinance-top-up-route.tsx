import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { BACK_TO_REFINANCE_LOANS } from './page-frames'
import { refinanceRoute } from './refinance-route'

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/collateral-top-up: the collateral transfer for a
 * chosen offer (refinance-release-shell §2).
 */
export const refinanceTopUpRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '$appUuid/$offerUuid/collateral-top-up',
  staticData: {
    frame: {
      loading: 'Loading your top-up…',
      failure: "We couldn't load your top-up",
      reassurance: 'Your choice is saved.',
      back: BACK_TO_REFINANCE_LOANS,
    },
  },
  loader: lazyFn(() => import('../screens/refinance-top-up-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/refinance-top-up-screen'),
    'RefinanceTopUpScreen',
  ),
})
