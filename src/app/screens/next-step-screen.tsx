import { getRouteApi } from '@tanstack/react-router'
import { NextStepResolver } from '@/features/next-step/components/next-step-resolver'
import { useSession } from '@/session/session'
import { useLoginLink } from '@/session/use-login'

const route = getRouteApi('/$appUuid')
const rootApi = getRouteApi('__root__')

export function NextStepScreen() {
  const { appUuid } = route.useParams()
  const organisation = rootApi.useLoaderData()
  const { signedIn } = useSession()
  const login = useLoginLink()
  return (
    <NextStepResolver
      // A different application starts its own resolution (and its own polling).
      key={appUuid}
      appUuid={appUuid}
      signedIn={signedIn}
      login={login}
      supportPhone={organisation.supportPhone}
    />
  )
}
