import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { safeRedirectPath } from '@/domain/login-redirect'
import { z } from '@/lib/zod'
import { rootRoute } from './root-route'

/** The legacy login page; its redirectUrl is kept only when the redirect rule allows it. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/login',
  validateSearch: z.object({
    redirectUrl: z.string().optional().catch(undefined).transform(safeRedirectPath),
  }),
  component: lazyRouteComponent(() => import('../screens/placeholder-screens'), 'LoginScreen'),
})
