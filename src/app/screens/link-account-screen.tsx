import { getRouteApi, lazyRouteComponent, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { linkedBanksReads } from '@/features/disbursement/disbursement-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: LinkAccountPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/disbursement/components/link-account-page'),
    'LinkAccountPage',
  ),
  ({ queryClient, state }) =>
    // Whether a bank is linked already; unread, the page still offers to link one (prefetch
    // leaves a failure to the page rather than failing it).
    state.skipPlaidCheck === true
      ? Promise.resolve()
      : queryClient.prefetchQuery(linkedBanksReads().items),
)

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
  const goTo = useGoWithin(appUuid)
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
      onBack={goTo('/$appUuid/disbursement')}
    />
  )
}
