import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/details: the borrower details form (core-journey.md §2). */
export const detailsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'details',
  staticData: {
    liveIn: ['BORROWER_DETAILS'],
    frame: {
      loading: 'Loading your details…',
      failure: "We couldn't load your details",
      reassurance: 'Your application is saved.',
    },
  },
  loader: lazyFn(() => import('../screens/details-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/details-screen'), 'DetailsScreen'),
})
