import { APP_BASE_PATH } from '@contract/base-path'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { afterSignInPath } from '@/domain/login-redirect'
import { LegacySignInPage } from '@/features/legacy-sign-in/components/legacy-sign-in-page'
import {
  AlreadySignedIn,
  SignInUnavailable,
} from '@/features/legacy-sign-in/components/sign-in-cards'
import { useSession } from '@/session/session'
import { buttonClass } from '@/ui/button'

const route = getRouteApi('/auth/login')
const rootApi = getRouteApi('__root__')

/**
 * /auth/login (refinance-release-shell.md §2, docs/decisions/0016): the legacy sign-in where the
 * lender has a legacy identity service, a support card where it has none. Once signed in, the
 * borrower goes to redirectUrl (already held to the redirect rule), else to the start, in place
 * of the login page in the tab's history.
 */
export function LoginScreen() {
  const { redirectUrl } = route.useSearch()
  const organisation = rootApi.useLoaderData()
  const router = useRouter()
  const session = useSession()
  // Signed in on arrival, not by this page: signing in here goes on at once instead.
  const [signedInOnArrival] = useState(session.signedIn)

  const goOn = () => {
    const destination = afterSignInPath(redirectUrl)
    if (destination.startsWith(`${APP_BASE_PATH}/`)) router.history.replace(destination)
    // A path of the site outside the app, as the rule allows: a page load, as the broker's is.
    else window.location.assign(destination)
  }

  if (!organisation.legacySignIn) {
    return (
      <SignInUnavailable
        supportPhone={organisation.supportPhone}
        startLink={
          <Link to="/start" className={buttonClass('secondary')}>
            See your loan options
          </Link>
        }
      />
    )
  }
  if (signedInOnArrival && session.signedIn) return <AlreadySignedIn onContinue={goOn} />
  return (
    <LegacySignInPage
      lenderName={organisation.orgBrand.name}
      passwordResetUrl={organisation.legacySignIn.passwordResetUrl}
      supportPhone={organisation.supportPhone}
      onSignedIn={goOn}
    />
  )
}
