import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { LinkAccountPage } from '@/features/disbursement/components/link-account-page'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Link another bank even though accounts are already linked (core-journey.md §2). */
    skipPlaidCheck?: boolean
  }
}

const route = getRouteApi('/$appUuid/disbursement/link-account')
const rootApi = getRouteApi('__root__')

export function LinkAccountScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  const organisation = rootApi.useLoaderData()
  const skipPlaidCheck = useRouterState({
    select: (state) => state.location.state.skipPlaidCheck === true,
  })
  const toChooseAccount = useCallback(
    () =>
      void navigate({
        to: '/$appUuid/disbursement/choose-account',
        params: { appUuid },
        replace: true,
      }),
    [navigate, appUuid],
  )
  return (
    <LinkAccountPage
      key={appUuid}
      appUuid={appUuid}
      clientName={organisation.orgBrand.name}
      skipPlaidCheck={skipPlaidCheck}
      onLinked={toChooseAccount}
      onAlreadyLinked={toChooseAccount}
      onBack={() => void navigate({ to: '/$appUuid/disbursement', params: { appUuid } })}
    />
  )
}
