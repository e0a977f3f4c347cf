import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { identityFlagReads, identityReads } from '@/features/identity/identity-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: IdentityPage, loader } = signedInPage(
  lazyRouteComponent(() => import('@/features/identity/components/identity-page'), 'IdentityPage'),
  async ({ queryClient, services, params }) => {
    const { user } = await ensureReads(queryClient, identityReads(params.appUuid))
    await ensureReads(queryClient, identityFlagReads(services.config.orgCode, user))
  },
)

const route = getRouteApi('/$appUuid/identity')

export function IdentityScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  return <IdentityPage key={appUuid} appUuid={appUuid} onDone={goTo('/$appUuid/next-steps')} />
}
