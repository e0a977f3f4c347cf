import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { z } from '@/lib/zod'
import { rootRoute } from './root-route'
import { optionalText } from './search-params'

/** /get-mobile-app?loanAmount=&appUuid= (public, core-journey.md §2). */
export const getMobileAppRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'get-mobile-app',
  validateSearch: z.object({
    appUuid: optionalText,
    loanAmount: z.catch(z.optional(z.coerce.number().check(z.positive())), undefined),
  }),
  component: lazyRouteComponent(
    () => import('../screens/get-mobile-app-screen'),
    'GetMobileAppScreen',
  ),
})
