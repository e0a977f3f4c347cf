import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { refinanceRoute } from './refinance-route'

/** /{former_lender}-refi/complete: refinance completion (refinance-release-shell §2). */
export const refinanceCompleteRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: 'complete',
  staticData: { frame: { failure: "We couldn't load your refinance" } },
  loader: lazyFn(() => import('../screens/refinance-complete-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/refinance-complete-screen'),
    'RefinanceCompleteScreen',
  ),
})
