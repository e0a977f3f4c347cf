import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** The fallback for unknown, cancelled or expired applications (core-journey.md §2). */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  component: lazyRouteComponent(() => import('../screens/dashboard-screen'), 'DashboardScreen'),
})
