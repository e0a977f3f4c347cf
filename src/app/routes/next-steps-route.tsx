import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/next-steps: the final-steps checklist (core-journey.md §2, §4). */
export const nextStepsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'next-steps',
  staticData: {
    liveIn: FINAL_STEPS_STATES,
    followsState: true,
    frame: {
      loading: 'Loading your final steps…',
      failure: "We couldn't load your final steps",
      reassurance: 'Your application is saved.',
    },
  },
  loader: lazyFn(() => import('../screens/next-steps-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/next-steps-screen'), 'NextStepsScreen'),
})
