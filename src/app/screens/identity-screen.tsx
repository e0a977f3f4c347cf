import { getRouteApi } from '@tanstack/react-router'
import { IdentityPage } from '@/features/identity/components/identity-page'

const route = getRouteApi('/$appUuid/identity')

export function IdentityScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  return (
    <IdentityPage
      key={appUuid}
      appUuid={appUuid}
      onDone={() => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } })}
    />
  )
}
