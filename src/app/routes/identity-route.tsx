import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'
import { finalStepFrame } from './page-frames'

/** /{appUuid}/identity: the ID upload (core-journey.md §2). */
export const identityRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'identity',
  staticData: {
    liveIn: FINAL_STEPS_STATES,
    frame: finalStepFrame(),
  },
  loader: lazyFn(() => import('../screens/identity-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/identity-screen'), 'IdentityScreen'),
})
