import { getRouteApi } from '@tanstack/react-router'
import { PlaidOauthPage } from '@/features/disbursement/components/plaid-oauth-page'
import { useSession } from '@/session/session'
import { useReturnPath } from '@/session/use-return-path'
import { SignInRequired } from './sign-in-required'

const route = getRouteApi('/plaid-oauth-success')
const rootApi = getRouteApi('__root__')

export function PlaidOauthScreen() {
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
