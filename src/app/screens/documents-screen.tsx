import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { documentsOwnerReads, documentsReads } from '@/features/documents/documents-reads'
import { ensureReads } from '@/session/page-reads'
import { wayBack } from '../routes/documents-route'
import { signedInPage } from './signed-in-page'

export const { Page: DocumentsPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/documents/components/documents-page'),
    'DocumentsPage',
  ),
  async ({ queryClient, params }) => {
    const { user } = await ensureReads(queryClient, documentsOwnerReads())
    await ensureReads(
      queryClient,
      documentsReads({ appUuid: params.appUuid, identityUuid: user.uuid }),
    )
  },
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
