import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { refinanceRoute } from './refinance-route'

/**
 * /{former_lender}-refi/{appUuid}/{offerUuid}/disclosures: disclosure signing
 * (refinance-release-shell §2). Lazy, so the PDF viewer loads only here.
 */
export const refinanceDisclosuresRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '$appUuid/$offerUuid/disclosures',
  component: lazyRouteComponent(
    () => import('../screens/refinance-disclosures-screen'),
    'RefinanceDisclosuresScreen',
  ),
})
