import { useRouter } from '@tanstack/react-router'
import { loginHref } from '@/domain/login-redirect'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { useSession } from '@/session/session'
import { useLogin } from '@/session/use-login'
import { useReturnPath } from '@/session/use-return-path'

export function DashboardScreen() {
  const router = useRouter()
  const { signedIn } = useSession()
  const { login } = useLogin()
  const currentPath = useReturnPath()
  return (
    <DashboardPage
      signedIn={signedIn}
      loginHref={loginHref(router.buildLocation({ to: '/auth/login' }).href, currentPath)}
      onLogin={() => login(currentPath)}
    />
  )
}
