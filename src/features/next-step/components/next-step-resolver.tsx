import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServices } from '@/api/services-context'
import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepFor, shouldPollAgain } from '@/domain/next-step'
import type { LoginLink } from '@/session/use-login'
import { ButtonLink } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { applicationStateQueryOptions } from '../api/get-application-state'
import { useLinkBorrower } from '../api/link-borrower'
import './next-step.css'

export interface NextStepResolverProps {
  appUuid: string
  signedIn: boolean
  /** The Login link: sign-in that comes back here. */
  login: LoginLink
  supportPhone: string
}

/** Where each step of the routing table lives; the router checks every path. */
const stepRoutes = {
  complete: '/$appUuid/complete',
  details: '/$appUuid/details',
  renew: '/$appUuid/renew',
  'credit-frozen': '/$appUuid/credit-frozen',
  'credit-locked': '/$appUuid/credit-locked',
  'credit-no-match': '/$appUuid/credit-no-match',
  'next-steps': '/$appUuid/next-steps',
  decline: '/$appUuid/decline',
} as const satisfies Record<Exclude<NextStep, 'dashboard'>, string>

/**
 * /{appUuid}: reads the application's state and sends the borrower to the step it is at.
 * A signed-out visitor is told the application is saved and asked to sign in.
 */
export function NextStepResolver({
  appUuid,
  signedIn,
  login,
  supportPhone,
}: NextStepResolverProps) {
  if (!signedIn) {
    return (
      <Page narrow>
        <Card>
          <PageHeading
            title="Your application is saved"
            lead="Sign in to continue your application where you left off."
          />
          <div className="ui-actions">
            <ButtonLink {...login}>Login</ButtonLink>
          </div>
          <p className="next-step__help">
            Need help? Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>.
          </p>
        </Card>
      </Page>
    )
  }
  return <SignedInResolver appUuid={appUuid} />
}

/** The step to go to once the state has settled (or the polling window has run out). */
function useSettledStep(appUuid: string) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const options = applicationStateQueryOptions(http, appUuid)
  const query = useQuery(options)
  const state = query.data?.state
  // Reading dataUpdatedAt subscribes to every answer, even one equal to the last (a state that
  // has not moved), so the answer count below is current on each render.
  const answeredAt = query.dataUpdatedAt
  const answers = answeredAt
    ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0)
    : 0
  const settled = state !== undefined && !shouldPollAgain(state, answers)
  return {
    step: settled ? nextStepFor(state) : null,
    state,
    failed: query.isError,
    retry: () => void query.refetch(),
  }
}

function SignedInResolver({ appUuid }: { appUuid: string }) {
  const navigate = useNavigate()
  const { step, state, failed, retry } = useSettledStep(appUuid)
  const link = useLinkBorrower()

  // An offer chosen before signing in waits at ATTACH_PROFILE for its borrower: link once.
  const waitsForBorrower = state === 'ATTACH_PROFILE'
  const { mutate: linkOnce, isIdle: notLinkedYet } = link
  useEffect(() => {
    if (waitsForBorrower && notLinkedYet) linkOnce(appUuid)
  }, [waitsForBorrower, notLinkedYet, linkOnce, appUuid])

  useEffect(() => {
    if (!step) return
    if (step === 'dashboard') void navigate({ to: '/dashboard', replace: true })
    else void navigate({ to: stepRoutes[step], params: { appUuid }, replace: true })
  }, [navigate, step, appUuid])

  if (failed) {
    return (
      <Page narrow>
        <Card>
          <ErrorState headingLevel={1} title="We couldn't load your application" onRetry={retry}>
            <p>Check your connection and try again. Your application is saved.</p>
          </ErrorState>
        </Card>
      </Page>
    )
  }

  return (
    <Page narrow>
      <Card>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Finding your next step
        </h1>
        <Loader label="Finding your next step…" />
      </Card>
    </Page>
  )
}
