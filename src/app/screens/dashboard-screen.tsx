import { getRouteApi } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { FundedLoans } from '@/features/loan-health/components/funded-loans'
import { useSession } from '@/session/session'
import { useLoginLink } from '@/session/use-login'

const rootApi = getRouteApi('__root__')

export function DashboardScreen() {
  const { signedIn } = useSession()
  const organisation = rootApi.useLoaderData()
  return (
    <DashboardPage
      signedIn={signedIn}
      login={useLoginLink()}
      loans={<FundedLoans supportPhone={organisation.supportPhone} />}
    />
  )
}
