import { getRouteApi } from '@tanstack/react-router'
import { CollateralPage } from '@/features/collateral/components/collateral-page'

const route = getRouteApi('/$appUuid/collateral')
const rootApi = getRouteApi('__root__')

export function CollateralScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const navigate = route.useNavigate()

  return (
    <CollateralPage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
      onSent={() => void navigate({ to: '/$appUuid/complete', params: { appUuid } })}
    />
  )
}
