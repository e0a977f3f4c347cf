import { getRouteApi } from '@tanstack/react-router'
import { GetMobileAppPage } from '@/features/mobile-app/components/get-mobile-app-page'

const route = getRouteApi('/get-mobile-app')
const rootApi = getRouteApi('__root__')

export function GetMobileAppScreen() {
  const { appUuid, loanAmount } = route.useSearch()
  const organisation = rootApi.useLoaderData()
  return (
    <GetMobileAppPage
      installUrl={organisation.mobileAppUrl ?? undefined}
      appUuid={appUuid}
      loanAmount={loanAmount}
    />
  )
}
