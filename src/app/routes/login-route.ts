import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeRedirectPath } from '@/domain/login-redirect'
import { z } from '@/lib/zod'
import { rootRoute } from './root-route'

/** The login page's query: its redirectUrl is kept only when the redirect rule allows it. */
export const loginSearchSchema = z.object({
  redirectUrl: z.string().optional().catch(undefined).transform(safeRedirectPath),
})

/** The legacy login page. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/login',
  validateSearch: loginSearchSchema,
  component: lazyRouteComponent(() => import('../screens/placeholder-screens'), 'LoginScreen'),
})
