import { getRouteApi, Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { ShellBanners } from '@/features/banners/components/shell-banners'
import { applyBrand } from '@/features/shell/apply-brand'
import { AppShell } from '@/features/shell/components/app-shell'
import { useSession } from '@/session/session'
import { TELEMETRY_EVENTS, usePageViews, useTelemetry } from '@/session/telemetry'
import { useLoginLink } from '@/session/use-login'
import { useOnline } from '@/session/use-online'
import { WaitingForNetworkProvider } from '@/ui/waiting-for-network'
import { useFocusHeadingOnNavigation } from './focus-heading-on-navigation'
import { useAskBeforeLeavingWhileSending, useLeftWhileSending } from './leave-while-sending'
import { CALLS_WAIT_FOR_NETWORK } from './query-client'
import { UnsentSubmitNotice } from './unsent-submit-notice'

const rootApi = getRouteApi('__root__')

/** Loaded once signed in, after the first paint: no first page needs it. */
const EventNotices = lazy(() =>
  import('./event-notices').then((module) => ({ default: module.EventNotices })),
)

export function RootLayout() {
  const organisation = rootApi.useLoaderData()
  const session = useSession()
  const online = useOnline()
  const login = useLoginLink()
  // The sign-in page offers no Login link: it would lead to itself.
  const pathname = useLocation({ select: (location) => location.pathname })
  const onSignInPage = pathname === '/auth/login'
  useAskBeforeLeavingWhileSending(pathname)
  const leftWhileSending = useLeftWhileSending(pathname)
  const navigate = useNavigate()
  const telemetry = useTelemetry()
  useFocusHeadingOnNavigation()
  usePageViews()

  useLayoutEffect(() => void applyBrand(organisation), [organisation])

  return (
    // Offline, a production submit waits for the network: its button says so at once.
    <WaitingForNetworkProvider value={CALLS_WAIT_FOR_NETWORK && !online}>
      <AppShell
        organisation={organisation}
        signedIn={session.signedIn}
        login={onSignInPage ? null : login}
        onSignOut={async () => {
          void telemetry.track({ event: TELEMETRY_EVENTS.signedOut, keepalive: true })
          const redirect = await session.signOut()
          if (redirect) window.location.assign(redirect)
          else void navigate({ to: '/auth/login' })
        }}
        offline={!online}
        notices={
          <>
            {leftWhileSending ? <UnsentSubmitNotice /> : null}
            <ShellBanners />
          </>
        }
      >
        {session.signedIn ? (
          <Suspense fallback={null}>
            <EventNotices />
          </Suspense>
        ) : null}
        <Outlet />
      </AppShell>
    </WaitingForNetworkProvider>
  )
}
