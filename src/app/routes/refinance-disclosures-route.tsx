import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { BACK_TO_REFINANCE_LOANS } from './page-frames'
import { refinanceRoute } from './refinance-route'

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/disclosures: disclosure signing
 * (refinance-release-shell §2).
 */
export const refinanceDisclosuresRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '$appUuid/$offerUuid/disclosures',
  staticData: {
    frame: {
      loading: 'Loading your disclosures…',
      failure: "We couldn't load your disclosures",
      reassurance: 'Your application is saved.',
      back: BACK_TO_REFINANCE_LOANS,
      wide: true,
    },
  },
  loader: lazyFn(() => import('../screens/refinance-disclosures-screen'), 'loader'),
  component: lazyRouteComponent(
    () => import('../screens/refinance-disclosures-screen'),
    'RefinanceDisclosuresScreen',
  ),
})
