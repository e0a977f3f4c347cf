import { getRouteApi } from '@tanstack/react-router'
import { ManualLinkPage } from '@/features/disbursement/components/manual-link-page'

const route = getRouteApi('/$appUuid/disbursement/manually-link')

export function ManualLinkScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  return (
    <ManualLinkPage
      key={appUuid}
      appUuid={appUuid}
      onDone={() => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } })}
      onBack={() => void navigate({ to: '/$appUuid/disbursement', params: { appUuid } })}
    />
  )
}
