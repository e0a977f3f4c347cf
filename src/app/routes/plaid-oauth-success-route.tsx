import { createRoute, getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useSession } from '@/session/session'
import { useReturnPath } from '@/session/use-return-path'
import { SignInRequired } from '../screens/sign-in-required'
import { rootRoute } from './root-route'

const PlaidOauthPage = lazyRouteComponent(
  () => import('@/features/disbursement/components/plaid-oauth-page'),
  'PlaidOauthPage',
)

const route = getRouteApi('/plaid-oauth-success')
const rootApi = getRouteApi('__root__')

function PlaidOauthScreen() {
  const navigate = route.useNavigate()
  const organisation = rootApi.useLoaderData()
  const { signedIn } = useSession()
  const returnPath = useReturnPath()
  // Finishing a link calls the bank-link service for the borrower: sign in first, come back.
  if (!signedIn) return <SignInRequired returnPath={returnPath} />
  return (
    <PlaidOauthPage
      clientName={organisation.orgBrand.name}
      onLinked={(appUuid) =>
        void navigate({
          to: '/$appUuid/disbursement/choose-account',
          params: { appUuid },
          replace: true,
        })
      }
      onExited={(appUuid) =>
        void navigate({ to: '/$appUuid/next-steps', params: { appUuid }, replace: true })
      }
      onNoLink={() => void navigate({ to: '/dashboard' })}
    />
  )
}
// The router loads the page's code before it renders, as for any lazy page.
PlaidOauthScreen.preload = PlaidOauthPage.preload

/** /plaid-oauth-success (public): the bank's OAuth sign-in returns here to finish a link. */
export const plaidOauthSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'plaid-oauth-success',
  component: PlaidOauthScreen,
})
