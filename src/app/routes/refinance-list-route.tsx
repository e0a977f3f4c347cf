import { createRoute, getRouteApi, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { currentUserQueryOptions, refinanceApplicationsQueryOptions } from '@/session/reads'
import { signedInLoader } from './page-loader'
import { refinanceRoute } from './refinance-route'

const RefinanceListPage = lazyRouteComponent(
  () => import('@/features/refinance/components/refinance-list-page'),
  'RefinanceListPage',
)

const rootApi = getRouteApi('__root__')

function RefinanceListScreen() {
  const organisation = rootApi.useLoaderData()
  const navigate = useNavigate()
  return (
    <RefinanceListPage
      lender={FORMER_LENDER.displayName}
      supportPhone={organisation.supportPhone}
      onTopUp={(appUuid, offerUuid) =>
        void navigate({
          to: `/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/collateral-top-up`,
          params: { appUuid, offerUuid },
        })
      }
      onDisclosures={(appUuid, offerUuid) =>
        void navigate({
          to: `/${REFINANCE_SEGMENT}/$appUuid/$offerUuid/disclosures`,
          params: { appUuid, offerUuid },
        })
      }
      onComplete={() => void navigate({ to: `/${REFINANCE_SEGMENT}/complete` })}
    />
  )
}

/** /{former_lender}-refi: the borrower's refinance loans (refinance-release-shell §2). */
export const refinanceListRoute = createRoute({
  getParentRoute: () => refinanceRoute,
  path: '/',
  staticData: {
    frame: {
      loading: 'Loading your loans…',
      failure: "We couldn't load your loans",
      wide: true,
    },
  },
  loader: signedInLoader<object>(RefinanceListPage, async ({ queryClient, http }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
    await queryClient.ensureQueryData(refinanceApplicationsQueryOptions(http, user.uuid))
  }),
  component: RefinanceListScreen,
})
