import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback } from 'react'
import { completeStatePoll } from '@/domain/complete-stepper'
import type { NextStep } from '@/domain/next-step'
import { applicationFieldsQueryOptions, applicationStateQueryOptions } from '@/session/reads'
import { applicationRoute } from './application-route'
import { ensureAnswered, signedInLoader } from './page-loader'

const CompletePage = lazyRouteComponent(
  () => import('@/features/complete/components/complete-page'),
  'CompletePage',
)

const route = getRouteApi('/$appUuid/complete')
const rootApi = getRouteApi('__root__')

function CompleteScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const navigate = route.useNavigate()

  const onRedirect = useCallback(
    (step: NextStep) => {
      if (step === 'dashboard') void navigate({ to: '/dashboard', replace: true })
      // Any other step: the application's own index routes it (core-journey §4).
      else void navigate({ to: '/$appUuid', params: { appUuid }, replace: true })
    },
    [navigate, appUuid],
  )

  return (
    <CompletePage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
      onRedirect={onRedirect}
    />
  )
}

/**
 * /{appUuid}/complete: the funding progress after the final steps (core-journey.md §2). The
 * page keeps asking for the state; a later asking that fails shows the error view, whose Try
 * again asks afresh.
 */
export const completeRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: 'complete',
  staticData: {
    frame: {
      failure: "We couldn't load your application",
      reassurance: 'Your application is saved.',
      back: { to: '/dashboard', label: 'Dashboard' },
    },
  },
  loader: signedInLoader(CompletePage, ({ queryClient, http, params }) =>
    Promise.all([
      ensureAnswered(
        queryClient,
        applicationStateQueryOptions(http, params.appUuid, completeStatePoll),
      ),
      ensureAnswered(queryClient, applicationFieldsQueryOptions(http, params.appUuid)),
    ]),
  ),
  component: CompleteScreen,
})
