import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { applicationRoute } from './application-route'
import { finalStepFrame } from './page-frames'

/** /{appUuid}/collateral: the collateral posting step (core-journey.md §2). */
export const collateralRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'collateral',
  staticData: {
    liveIn: ['WAITING_FOR_COLLATERAL'],
    followsState: true,
    frame: finalStepFrame(),
  },
  loader: lazyFn(() => import('../screens/collateral-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/collateral-screen'), 'CollateralScreen'),
})
