import { getRouteApi, Outlet, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import { loginHref as buildLoginHref } from '@/domain/login-redirect'
import { applyBrand } from '@/features/shell/apply-brand'
import { AppShell } from '@/features/shell/components/app-shell'
import { useSession } from '@/session/session'
import { useLogin } from '@/session/use-login'
import { useOnline } from '@/session/use-online'
import { useReturnPath } from '@/session/use-return-path'

const rootApi = getRouteApi('__root__')

/** After a navigation, focus the new page's heading so screen readers announce it. */
function useFocusHeadingOnNavigation() {
  const router = useRouter()
  useEffect(() => {
    return router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      let frames = 0
      const focus = () => {
        const heading = document.querySelector<HTMLElement>('main [data-page-heading]')
        if (heading) {
          heading.focus({ preventScroll: false })
        } else if (frames++ < 20) {
          requestAnimationFrame(focus)
        } else {
          document.getElementById('main')?.focus()
        }
      }
      requestAnimationFrame(focus)
    })
  }, [router])
}

export function RootLayout() {
  const organisation = rootApi.useLoaderData()
  const router = useRouter()
  const session = useSession()
  const online = useOnline()
  const { login } = useLogin()
  const navigate = useNavigate()
  const currentPath = useReturnPath()
  useFocusHeadingOnNavigation()

  useLayoutEffect(() => applyBrand(organisation), [organisation])

  const loginPath = router.buildLocation({ to: '/auth/login' }).href
  return (
    <AppShell
      organisation={organisation}
      signedIn={session.signedIn}
      loginHref={buildLoginHref(loginPath, currentPath)}
      onLogin={() => login(currentPath)}
      onSignOut={async () => {
        const redirect = await session.signOut()
        if (redirect) window.location.assign(redirect)
        else void navigate({ to: '/auth/login' })
      }}
      offline={!online}
    >
      <Outlet />
    </AppShell>
  )
}
