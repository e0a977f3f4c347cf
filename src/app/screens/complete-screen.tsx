import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { NextStep } from '@/domain/next-step'
import { completeReads } from '@/features/complete/complete-reads'
import { ensureReads } from '@/session/page-reads'
import { signedInPage } from './signed-in-page'

export const { Page: CompletePage, loader } = signedInPage(
  lazyRouteComponent(() => import('@/features/complete/components/complete-page'), 'CompletePage'),
  ({ queryClient, params }) => ensureReads(queryClient, completeReads(params.appUuid)),
)

const route = getRouteApi('/$appUuid/complete')
const rootApi = getRouteApi('__root__')

export function CompleteScreen() {
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
