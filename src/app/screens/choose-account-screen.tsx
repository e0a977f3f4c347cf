import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { linkedBanksReads } from '@/features/disbursement/disbursement-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: ChooseAccountPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/disbursement/components/choose-account-page'),
    'ChooseAccountPage',
  ),
  ({ queryClient }) => ensureReads(queryClient, linkedBanksReads()),
)

const route = getRouteApi('/$appUuid/disbursement/choose-account')
const rootApi = getRouteApi('__root__')

export function ChooseAccountScreen() {
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
