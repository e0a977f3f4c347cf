import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/details: the borrower details form (core-journey.md §2). */
export const detailsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'details',
  component: lazyRouteComponent(() => import('../screens/details-screen'), 'DetailsScreen'),
})
