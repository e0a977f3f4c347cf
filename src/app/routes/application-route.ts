import { createRoute, Outlet, redirect } from '@tanstack/react-router'
import { looksLikeAppUuid } from '@/domain/app-uuid'
import { rootRoute } from './root-route'

/** The application's pages, /{appUuid}/...; a segment that is no application id starts over. */
export const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$appUuid',
  beforeLoad: ({ params }) => {
    if (!looksLikeAppUuid(params.appUuid)) throw redirect({ to: '/start', replace: true })
  },
  component: Outlet,
})
