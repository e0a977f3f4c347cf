import { getRouteApi, useRouter } from '@tanstack/react-router'
import { loginHref } from '@/domain/login-redirect'
import { NextStepResolver } from '@/features/next-step/components/next-step-resolver'
import { useSession } from '@/session/session'
import { useLogin } from '@/session/use-login'
import { useReturnPath } from '@/session/use-return-path'

const route = getRouteApi('/$appUuid')
const rootApi = getRouteApi('__root__')

export function NextStepScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const { signedIn } = useSession()
  const { login } = useLogin()
  const router = useRouter()
  const currentPath = useReturnPath()
  return (
    <NextStepResolver
      // A different application starts its own resolution (and its own polling).
      key={appUuid}
      appUuid={appUuid}
      signedIn={signedIn}
      loginHref={loginHref(router.buildLocation({ to: '/auth/login' }).href, currentPath)}
      onLogin={() => login(currentPath)}
      supportPhone={organisation.supportPhone}
    />
  )
}
