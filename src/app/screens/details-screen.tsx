import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { isInternationalOffer } from '@/domain/borrower-details-requests'
import {
  applicationFieldsQueryOptions,
  borrowerProfileQueryOptions,
  consentTypesQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
  validCountriesQueryOptions,
  validStatesQueryOptions,
} from '@/session/reads'
import { signedInLoader } from '../routes/page-loader'

const DetailsPage = lazyRouteComponent(
  () => import('@/features/borrower-details/components/details-page'),
  'DetailsPage',
)

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

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(DetailsPage, async ({ queryClient, http, params }) => {
  const [offer] = await Promise.all([
    queryClient.ensureQueryData(selectedOfferQueryOptions(http, params.appUuid)),
    queryClient.ensureQueryData(currentUserQueryOptions(http)),
    queryClient.ensureQueryData(borrowerProfileQueryOptions(http)),
    queryClient.ensureQueryData(consentTypesQueryOptions(http)),
    queryClient.ensureQueryData(validStatesQueryOptions(http)),
    queryClient.ensureQueryData(applicationFieldsQueryOptions(http, params.appUuid)),
  ])
  if (isInternationalOffer(offer)) {
    await queryClient.ensureQueryData(validCountriesQueryOptions(http))
  }
})
