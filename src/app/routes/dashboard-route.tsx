import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** The fallback for unknown, cancelled or expired applications (core-journey.md §2). */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  staticData: { frame: { failure: "We couldn't load your dashboard" } },
  loader: lazyFn(() => import('../screens/dashboard-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/dashboard-screen'), 'DashboardScreen'),
})
