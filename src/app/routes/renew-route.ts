import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/renew: the offer builder in renewal mode (core-journey.md §2). */
export const renewRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'renew',
  component: lazyRouteComponent(() => import('../screens/renew-screen'), 'RenewScreen'),
})
