import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { manualLinkReads } from '@/features/disbursement/disbursement-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInLoader } from '../routes/page-loader'

const ManualLinkPage = lazyRouteComponent(
  () => import('@/features/disbursement/components/manual-link-page'),
  'ManualLinkPage',
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

/** What the page reads before it shows (the name the lender holds); its code loads beside. */
export const loader = signedInLoader(ManualLinkPage, ({ queryClient }) =>
  ensureReads(queryClient, manualLinkReads()),
)
