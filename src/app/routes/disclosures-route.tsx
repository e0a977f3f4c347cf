import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { FINAL_STEPS_STATES } from '@/domain/live-states'
import { applicationRoute } from './application-route'

/** /{appUuid}/disclosures: the loan documents, signed one at a time (core-journey.md §2). */
export const disclosuresRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disclosures',
  staticData: {
    liveIn: FINAL_STEPS_STATES,
    frame: {
      loading: 'Loading your loan documents…',
      failure: "We couldn't load your loan documents",
      reassurance: 'Your application is saved.',
      back: { to: '/$appUuid/next-steps', label: 'Back to final steps', asButton: true },
    },
  },
  loader: lazyFn(() => import('../screens/disclosures-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/disclosures-screen'), 'DisclosuresScreen'),
})
