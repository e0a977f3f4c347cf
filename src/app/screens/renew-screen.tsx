import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback } from 'react'
import { renewalReads } from '@/features/offer-builder/renewal-reads'
import { ensureReads } from '@/session/page-reads'
import { offerLoanHealth, usePreloadedOfferLoanHealth } from '../screens/offer-loan-health-slot'
import { signedInPage } from './signed-in-page'

export const { Page: RenewalPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/offer-builder/components/renewal-page'),
    'RenewalPage',
  ),
  ({ queryClient, params }) =>
    ensureReads(queryClient, renewalReads(params.appUuid), { fresh: ['fields'] }),
)

const route = getRouteApi('/$appUuid/renew')

export function RenewScreen() {
  // A renewal is priced from the loan as soon as the page opens.
  usePreloadedOfferLoanHealth({ atOnce: true })
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  // The resolver at /{appUuid} routes by the state the lender has moved to.
  const toNextStep = useCallback(
    (replace: boolean) => navigate({ to: '/$appUuid', params: { appUuid }, replace }),
    [navigate, appUuid],
  )
  const notHere = useCallback(() => void toNextStep(true), [toNextStep])
  return (
    <RenewalPage
      key={appUuid}
      appUuid={appUuid}
      onContinue={() => toNextStep(false)}
      onNotHere={notHere}
      offerDetails={offerLoanHealth}
    />
  )
}
