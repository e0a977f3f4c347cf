import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeRedirectPath } from '@/domain/login-redirect'
import { z } from '@/lib/zod'
import { rootRoute } from './root-route'

/** The login page's query: its redirectUrl is kept only when the redirect rule allows it. */
export const loginSearchSchema = z.object({
  redirectUrl: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((path: string | undefined) => safeRedirectPath(path)),
  ),
})

/** The legacy login page. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/login',
  validateSearch: loginSearchSchema,
  component: lazyRouteComponent(() => import('../screens/placeholder-screens'), 'LoginScreen'),
})
