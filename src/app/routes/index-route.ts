import { createRoute, redirect } from '@tanstack/react-router'
import { rootRoute } from './root-route'
import { originOf, originSearchSchema } from './search-params'

/** The bare base path starts the journey at the offer builder, keeping the landing parameters. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: originSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/start', search: originOf(search), replace: true })
  },
})
