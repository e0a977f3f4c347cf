import { getRouteApi } from '@tanstack/react-router'
import { DetailsPage } from '@/features/borrower-details/components/details-page'

const route = getRouteApi('/$appUuid/details')
const rootApi = getRouteApi('__root__')

export function DetailsScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const navigate = route.useNavigate()
  return (
    <DetailsPage
      // Another application starts with its own form.
      key={appUuid}
      appUuid={appUuid}
      organisation={organisation}
      onSubmitted={(destination) => {
        // The resolver at /{appUuid} routes by the state the lender has moved to.
        if (destination === 'dashboard') void navigate({ to: '/dashboard' })
        else void navigate({ to: '/$appUuid', params: { appUuid } })
      }}
    />
  )
}
