import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useServices } from '@/api/services-context'
import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepFor, nextStepTitles, shouldPollAgain } from '@/domain/next-step'
import { ButtonLink } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { applicationStateQueryOptions } from '../api/get-application-state'
import './next-step.css'

export interface NextStepResolverProps {
  appUuid: string
  signedIn: boolean
  loginHref: string
  supportPhone: string
}

/** The router's path template for a step, as the route tree names it. */
function routeTemplate(step: NextStep): string {
  return step === 'dashboard' ? '/dashboard' : `/$appUuid/${step}`
}

/**
 * /{appUuid}: reads the application's state and sends the borrower to the step it is at.
 * A signed-out visitor is told the application is saved and asked to sign in.
 */
export function NextStepResolver({
  appUuid,
  signedIn,
  loginHref,
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
            <ButtonLink href={loginHref}>Login</ButtonLink>
          </div>
          <p className="next-step__help">
            Need help? Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>.
          </p>
        </Card>
      </Page>
    )
  }
  return <SignedInResolver appUuid={appUuid} supportPhone={supportPhone} />
}

function SignedInResolver({ appUuid, supportPhone }: { appUuid: string; supportPhone: string }) {
  const { http } = useServices()
  const router = useRouter()
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
  const step = settled ? nextStepFor(state) : null
  const template = step ? routeTemplate(step) : null
  const registered =
    template !== null && template in (router.routesByPath as Record<string, unknown>)

  useEffect(() => {
    if (!template || !registered) return
    void router.navigate({ to: template, params: { appUuid }, replace: true } as never)
  }, [router, template, registered, appUuid])

  if (query.isError) {
    return (
      <Page narrow>
        <Card>
          <ErrorState
            headingLevel={1}
            title="We couldn't load your application"
            onRetry={() => void query.refetch()}
          >
            <p>Check your connection and try again. Your application is saved.</p>
          </ErrorState>
        </Card>
      </Page>
    )
  }

  if (!step || registered) {
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

  return <NextStepCard step={step} supportPhone={supportPhone} />
}

/** Shown when the step's screen is not available in this version: never a blank page. */
export function NextStepCard({ step, supportPhone }: { step: NextStep; supportPhone: string }) {
  return (
    <Page narrow>
      <Card>
        <p className="next-step__eyebrow">Your next step</p>
        <PageHeading
          title={nextStepTitles[step]}
          lead="This step can't be completed online just yet. Our support team can take you through it."
        />
        <div className="ui-actions">
          <ButtonLink href={phoneHref(supportPhone)}>Call {formatPhone(supportPhone)}</ButtonLink>
        </div>
        <p className="next-step__help">Your application is saved; nothing you entered is lost.</p>
      </Card>
    </Page>
  )
}
