import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: DisbursementChooser, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/disbursement/components/disbursement-chooser'),
    'DisbursementChooser',
  ),
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
