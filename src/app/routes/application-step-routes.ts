import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'

/**
 * The destinations of the next-step routing table (core-journey.md §4). Until a step's own
 * screen is built, its route shows what the borrower can do now (call support), so a routed
 * borrower, a reload or an old link never ends on a blank page. Each moves to a file of its
 * own when its screen arrives.
 */
const pendingStep = lazyRouteComponent(
  () => import('../screens/pending-step-screen'),
  'PendingStepScreen',
)

function stepRoute<const TPath extends string>(path: TPath) {
  return createRoute({ getParentRoute: () => applicationRoute, path, component: pendingStep })
}

export const applicationStepRoutes = [stepRoute('complete')] as const
