import { getRouteApi } from '@tanstack/react-router'
import { ChooseAccountPage } from '@/features/disbursement/components/choose-account-page'

const route = getRouteApi('/$appUuid/disbursement/choose-account')
const rootApi = getRouteApi('__root__')

export function ChooseAccountScreen() {
  const { appUuid } = route.useParams()
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
      onDone={() => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } })}
      onBack={() => void navigate({ to: '/$appUuid/disbursement', params: { appUuid } })}
    />
  )
}
