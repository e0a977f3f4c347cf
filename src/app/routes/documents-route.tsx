import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { DOCUMENTS_LOAD_ERROR } from '@/features/documents/documents-words'
import { z } from '@/lib/zod'
import { currentUserQueryOptions, loanDocumentsQueryOptions } from '@/session/reads'
import { applicationRoute } from './application-route'
import { ensureAnswered, signedInLoader } from './page-loader'

const DocumentsPage = lazyRouteComponent(
  () => import('@/features/documents/components/documents-page'),
  'DocumentsPage',
)

const route = getRouteApi('/$appUuid/documents')

/** Back leads to the details form when the page was opened from it, else to the dashboard. */
function wayBack(openedFromDetails: boolean | undefined) {
  return openedFromDetails
    ? ({ to: '/$appUuid/details', label: 'Back' } as const)
    : ({ to: '/dashboard', label: 'Back to dashboard' } as const)
}

function DocumentsScreen() {
  const { appUuid } = route.useParams()
  const { back } = route.useSearch()
  const navigate = route.useNavigate()
  const { to, label } = wayBack(back)
  return (
    <DocumentsPage
      key={appUuid}
      appUuid={appUuid}
      backLabel={label}
      onBack={() => void navigate({ to, params: { appUuid } })}
    />
  )
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
    frame: {
      loading: 'Loading your documents…',
      failure: DOCUMENTS_LOAD_ERROR,
      back: (search) => ({ ...wayBack(search.back === true), asButton: true }),
    },
  },
  loader: signedInLoader(DocumentsPage, async ({ queryClient, http, params }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
    // Try again asks afresh for a list that failed.
    await ensureAnswered(
      queryClient,
      loanDocumentsQueryOptions(http, { appUuid: params.appUuid, identityUuid: user.uuid }),
    )
  }),
  component: DocumentsScreen,
})
