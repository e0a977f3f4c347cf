import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { NextStep } from '@/domain/next-step'
import { CollateralPage } from '@/features/collateral/components/collateral-page'

const route = getRouteApi('/$appUuid/collateral')
const rootApi = getRouteApi('__root__')

export function CollateralScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const navigate = route.useNavigate()

  const onRedirect = useCallback(
    (step: NextStep) => {
      // Only the step's neighbours are likely: the checklist before it, complete after it.
      if (step === 'complete' || step === 'next-steps' || step === 'decline') {
        void navigate({ to: `/$appUuid/${step}`, params: { appUuid }, replace: true })
      } else {
        void navigate({ to: '/$appUuid', params: { appUuid }, replace: true })
      }
    },
    [navigate, appUuid],
  )

  return (
    <CollateralPage
      key={appUuid}
      appUuid={appUuid}
      supportPhone={organisation.supportPhone}
      onSent={() => void navigate({ to: '/$appUuid/complete', params: { appUuid } })}
      onRedirect={onRedirect}
    />
  )
}
