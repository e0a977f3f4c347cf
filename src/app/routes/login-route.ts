import { z } from '@contract/zod'
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { loginReturnPath } from '@/domain/login-redirect'
import { rootRoute } from './root-route'

/**
 * The login page's query: its redirectUrl is kept only when the redirect rule allows it, and
 * one naming the login page itself is unwrapped to the page that one was to return to.
 */
export const loginSearchSchema = z.object({
  redirectUrl: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((path: string | undefined) => loginReturnPath(path)),
  ),
})

/** The legacy login page: email and password, then a code where two-factor is on. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/login',
  validateSearch: loginSearchSchema,
  component: lazyRouteComponent(() => import('../screens/login-screen'), 'LoginScreen'),
})
