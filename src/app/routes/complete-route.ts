import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/complete: the funding progress after the final steps (core-journey.md §2). */
export const completeRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'complete',
  component: lazyRouteComponent(() => import('../screens/complete-screen'), 'CompleteScreen'),
})
