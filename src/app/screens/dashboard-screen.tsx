import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { useSession } from '@/session/session'
import { useLoginLink } from '@/session/use-login'

export function DashboardScreen() {
  const { signedIn } = useSession()
  return <DashboardPage signedIn={signedIn} login={useLoginLink()} />
}
