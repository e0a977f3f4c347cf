import { getRouteApi } from '@tanstack/react-router'
import { CollateralReleasePage } from '@/features/collateral-release/components/collateral-release-page'

const route = getRouteApi('/$appUuid/collateral-release')
const rootApi = getRouteApi('__root__')

export function CollateralReleaseScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  return (
    <CollateralReleasePage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
    />
  )
}
