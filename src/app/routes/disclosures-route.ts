import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/**
 * /{appUuid}/disclosures: the loan documents, signed one at a time (core-journey.md §2). Lazy,
 * so the PDF viewer loads only here.
 */
export const disclosuresRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disclosures',
  component: lazyRouteComponent(() => import('../screens/disclosures-screen'), 'DisclosuresScreen'),
})
