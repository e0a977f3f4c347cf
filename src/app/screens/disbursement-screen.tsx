import { getRouteApi } from '@tanstack/react-router'
import { DisbursementChooser } from '@/features/disbursement/components/disbursement-chooser'

const route = getRouteApi('/$appUuid/disbursement')

export function DisbursementScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  return (
    <DisbursementChooser
      onLinkAccount={() =>
        void navigate({ to: '/$appUuid/disbursement/link-account', params: { appUuid } })
      }
      onManual={() =>
        void navigate({ to: '/$appUuid/disbursement/manually-link', params: { appUuid } })
      }
      onBack={() => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } })}
    />
  )
}
