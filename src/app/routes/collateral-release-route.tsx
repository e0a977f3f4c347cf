import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/**
 * /{appUuid}/collateral-release: the return address for a paid-off loan's collateral
 * (refinance-release-shell.md §2). Lazy, so the address codecs load only here.
 */
export const collateralReleaseRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'collateral-release',
  staticData: {
    liveIn: 'every state',
    frame: {
      loading: 'Loading your collateral…',
      failure: "We couldn't load your collateral",
      back: { to: '/dashboard', label: 'Return to Dashboard' },
      notFound: {
        title: "We couldn't find this loan",
        body: 'This link does not lead to a loan of yours. Your dashboard lists your loans.',
      },
    },
  },
  loader: lazyFn(() => import('../screens/collateral-release-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/collateral-release-screen'),
    'CollateralReleaseScreen',
  ),
})
