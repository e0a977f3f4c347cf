import { createRoute, redirect } from '@tanstack/react-router'
import { unknownPathTarget } from '@/domain/app-uuid'
import { rootRoute } from './root-route'

/** Unknown paths go to their application's next step when they name one, else the offer builder. */
export const splatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ params }) => {
    const target = unknownPathTarget(params._splat ?? '')
    if (target) throw redirect({ to: '/$appUuid', params: target, replace: true })
    throw redirect({ to: '/start', replace: true })
  },
})
