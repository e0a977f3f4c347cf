import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'

export const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'faq',
  component: lazyRouteComponent(() => import('@/features/faq/components/faq-page'), 'FaqPage'),
})
