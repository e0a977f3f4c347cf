import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useGoWithin } from '../routes/go-within'
import { signedInLoader } from '../routes/page-loader'

const DisbursementChooser = lazyRouteComponent(
  () => import('@/features/disbursement/components/disbursement-chooser'),
  'DisbursementChooser',
)

const route = getRouteApi('/$appUuid/disbursement')

export function DisbursementScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return (
    <DisbursementChooser
      onLinkAccount={goTo('/$appUuid/disbursement/link-account')}
      onManual={goTo('/$appUuid/disbursement/manually-link')}
      onBack={goTo('/$appUuid/next-steps')}
    />
  )
}

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(DisbursementChooser)
