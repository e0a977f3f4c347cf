import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { currentUserQueryOptions, loanDocumentsQueryOptions } from '@/session/reads'
import { wayBack } from '../routes/documents-route'
import { ensureAnswered, signedInLoader } from '../routes/page-loader'

const DocumentsPage = lazyRouteComponent(
  () => import('@/features/documents/components/documents-page'),
  'DocumentsPage',
)

const route = getRouteApi('/$appUuid/documents')

export function DocumentsScreen() {
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

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(DocumentsPage, async ({ queryClient, http, params }) => {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
  // Try again asks afresh for a list that failed.
  await ensureAnswered(
    queryClient,
    loanDocumentsQueryOptions(http, { appUuid: params.appUuid, identityUuid: user.uuid }),
  )
})
