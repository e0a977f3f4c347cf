import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { z } from '@/lib/zod'
import { applicationRoute } from './application-route'

/**
 * /{appUuid}/documents (optional back=true): the application's documents, also opened in a new
 * tab as important disclosures (core-journey.md §2).
 */
export const documentsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'documents',
  // A mangled value is dropped rather than failing the page.
  validateSearch: z.object({
    back: z.catch(z.optional(z.coerce.boolean<boolean>()), undefined),
  }),
  component: lazyRouteComponent(() => import('../screens/documents-screen'), 'DocumentsScreen'),
})
