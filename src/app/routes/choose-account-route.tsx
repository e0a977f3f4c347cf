import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { bankLinkItemsQueryOptions } from '@/session/reads'
import { applicationRoute } from './application-route'
import { useGoWithin } from './go-within'
import { signedInLoader } from './page-loader'

const ChooseAccountPage = lazyRouteComponent(
  () => import('@/features/disbursement/components/choose-account-page'),
  'ChooseAccountPage',
)

const route = getRouteApi('/$appUuid/disbursement/choose-account')
const rootApi = getRouteApi('__root__')

function ChooseAccountScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  const navigate = route.useNavigate()
  const organisation = rootApi.useLoaderData()
  return (
    <ChooseAccountPage
      key={appUuid}
      appUuid={appUuid}
      lenderName={organisation.metadata.company.legalName}
      onLinkAnother={() =>
        void navigate({
          to: '/$appUuid/disbursement/link-account',
          params: { appUuid },
          state: { skipPlaidCheck: true },
        })
      }
      onDone={goTo('/$appUuid/next-steps')}
      onBack={goTo('/$appUuid/disbursement')}
    />
  )
}

/** /{appUuid}/disbursement/choose-account: one linked account to be paid into. */
export const chooseAccountRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'disbursement/choose-account',
  staticData: {
    frame: {
      failure: "We couldn't load your linked accounts",
      back: { to: '/$appUuid/disbursement', label: 'Back', asButton: true },
    },
  },
  loader: signedInLoader(ChooseAccountPage, ({ queryClient, http }) =>
    queryClient.ensureQueryData(bankLinkItemsQueryOptions(http)),
  ),
  component: ChooseAccountScreen,
})
