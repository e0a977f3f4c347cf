import { getRouteApi } from '@tanstack/react-router'
import { DocumentsPage } from '@/features/documents/components/documents-page'

const route = getRouteApi('/$appUuid/documents')

export function DocumentsScreen() {
  const { appUuid } = route.useParams()
  const { back } = route.useSearch()
  const navigate = route.useNavigate()
  return (
    <DocumentsPage
      key={appUuid}
      appUuid={appUuid}
      backLabel={back ? 'Back' : 'Back to dashboard'}
      onBack={() =>
        back
          ? void navigate({ to: '/$appUuid/details', params: { appUuid } })
          : void navigate({ to: '/dashboard' })
      }
    />
  )
}
