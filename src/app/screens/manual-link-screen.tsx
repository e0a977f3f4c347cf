import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { manualLinkReads } from '@/features/disbursement/disbursement-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: ManualLinkPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/disbursement/components/manual-link-page'),
    'ManualLinkPage',
  ),
  // The name the lender holds.
  ({ queryClient }) => ensureReads(queryClient, manualLinkReads()),
)

const route = getRouteApi('/$appUuid/disbursement/manually-link')

export function ManualLinkScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return (
    <ManualLinkPage
      key={appUuid}
      appUuid={appUuid}
      onDone={goTo('/$appUuid/next-steps')}
      onBack={goTo('/$appUuid/disbursement')}
    />
  )
}
