import { z } from '@contract/zod'
import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root-route'
import { optionalText } from './search-params'

const GetMobileAppPage = lazyRouteComponent(
  () => import('@/features/mobile-app/components/get-mobile-app-page'),
  'GetMobileAppPage',
)

const route = getRouteApi('/get-mobile-app')
const rootApi = getRouteApi('__root__')

function GetMobileAppScreen() {
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

/** /get-mobile-app?loanAmount=&appUuid= (public, core-journey.md §2). */
export const getMobileAppRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'get-mobile-app',
  validateSearch: z.object({
    appUuid: optionalText,
    loanAmount: z.catch(z.optional(z.coerce.number().check(z.positive())), undefined),
  }),
  // Nothing to read: the loader brings the page's code.
  loader: () => GetMobileAppPage.preload?.(),
  component: GetMobileAppScreen,
})
