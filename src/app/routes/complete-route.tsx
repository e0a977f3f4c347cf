import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { COMPLETE_PAGE_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/**
 * /{appUuid}/complete: the funding progress after the final steps (core-journey.md §2). The
 * page keeps asking for the state; a later asking that fails shows the error view, whose Try
 * again asks afresh.
 */
export const completeRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'complete',
  staticData: {
    liveIn: COMPLETE_PAGE_STATES,
    followsState: true,
    frame: {
      failure: "We couldn't load your application",
      reassurance: 'Your application is saved.',
      back: { to: '/dashboard', label: 'Dashboard' },
    },
  },
  loader: lazyFn(() => import('../screens/complete-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/complete-screen'), 'CompleteScreen'),
})
