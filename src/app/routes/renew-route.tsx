import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/renew: the offer builder in renewal mode (core-journey.md §2). */
export const renewRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'renew',
  staticData: {
    liveIn: ['OFFER_SELECT'],
    frame: {
      loading: 'Loading your renewal…',
      failure: "We couldn't load your renewal",
      reassurance: 'Your loan is unchanged.',
    },
  },
  loader: lazyFn(() => import('../screens/renew-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/renew-screen'), 'RenewScreen'),
})
