import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/** /{appUuid}/next-steps: the final-steps checklist (core-journey.md §2, §4). */
export const nextStepsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'next-steps',
  component: lazyRouteComponent(() => import('../screens/next-steps-screen'), 'NextStepsScreen'),
})
