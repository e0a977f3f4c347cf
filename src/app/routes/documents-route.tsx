import { z } from '@contract/zod'
import { createRoute, lazyFn, lazyRouteComponent } from '@tanstack/react-router'
import { DOCUMENTS_LOAD_ERROR } from '@/features/documents/documents-words'
import { applicationRoute } from './application-route'

/** Back leads to the details form when the page was opened from it, else to the dashboard. */
export function wayBack(openedFromDetails: boolean | undefined) {
  return openedFromDetails
    ? ({ to: '/$appUuid/details', label: 'Back' } as const)
    : ({ to: '/dashboard', label: 'Back to dashboard' } as const)
}

/**
 * /{appUuid}/documents (optional back=true): the application's documents, also opened in a new
 * tab as important disclosures (core-journey.md §2). Back leads to the details form when the
 * page was opened from it, else to the dashboard; its error view keeps that way back.
 */
export const documentsRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'documents',
  // A mangled value is dropped rather than failing the page.
  validateSearch: z.object({
    back: z.catch(z.optional(z.coerce.boolean<boolean>()), undefined),
  }),
  staticData: {
    liveIn: 'every state',
    frame: {
      loading: 'Loading your documents…',
      failure: DOCUMENTS_LOAD_ERROR,
      back: (search) => ({ ...wayBack(search.back === true), asButton: true }),
    },
  },
  loader: lazyFn(() => import('../screens/documents-screen'), 'loader'),
  component: lazyRouteComponent(() => import('../screens/documents-screen'), 'DocumentsScreen'),
})
