import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { failureAdvice } from '@/api/api-error'
import { applicationFieldsQueryOptions, loanStatusQueryOptions } from '@/api/reads'
import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepFor, shouldPollAgain } from '@/domain/next-step'
import { needsLoanStatus, servicingChannel } from '@/domain/servicing'
import { useSuspenseReads } from '@/session/page-reads'
import type { LoginLink } from '@/session/use-login'
import { ButtonLink } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { FindingNextStep } from '@/ui/finding-next-step'
import { CardPage } from '@/ui/layout'
import { ErrorState } from '@/ui/state-views'
import { useLinkBorrower } from '../api/link-borrower'
import { resolverReads } from '../next-step-reads'
import './next-step.css'

export interface NextStepResolverProps {
  appUuid: string
  signedIn: boolean
  /** The Login link: sign-in that comes back here. */
  login: LoginLink
  supportPhone: string
  /**
   * Web or mobile app (core-journey.md §1): given where the app has the mobile-app page. A
   * borrower whose loan is serviced via the app is sent there from the start of a journey.
   */
  mobileApp?: MobileAppHandling
}

export interface MobileAppHandling {
  /** The forceWeb flag was given in this tab. */
  forceWeb: boolean
  /** The brand is wholesale, or the borrower signed in as a broker: web only; null while unknown. */
  wholesale: boolean | null
  open: (search: { appUuid: string; loanAmount?: number }) => void
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
  mobileApp,
}: NextStepResolverProps) {
  if (!signedIn) {
    return (
      <CardPage>
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
      </CardPage>
    )
  }
  return <SignedInResolver appUuid={appUuid} mobileApp={mobileApp} />
}

/**
 * The step to go to once the state has settled (or the polling window has run out). The route
 * read the first answer; a later one that fails shows the router's error view.
 */
function useSettledStep(appUuid: string) {
  const queryClient = useQueryClient()
  const reads = resolverReads(appUuid)
  const { status: query } = useSuspenseReads(reads)
  // A later reading that fails goes to the error view; a 404 (an application the lender no
  // longer knows, core-journey §4's unknown) goes on from there to the dashboard.
  if (query.isError) throw query.error
  const state = query.data.state
  // Reading dataUpdatedAt subscribes to every answer, even one equal to the last (a state that
  // has not moved), so the answer count below is current on each render.
  const answeredAt = query.dataUpdatedAt
  const answers = answeredAt
    ? (queryClient.getQueryState(reads.status.queryKey)?.dataUpdateCount ?? 0)
    : 0
  const settled = !shouldPollAgain(state, answers)
  return {
    step: settled ? nextStepFor(state) : null,
    state,
    /** Reads the state afresh with a new polling window (after the borrower was linked). */
    restart: () => void queryClient.resetQueries({ queryKey: reads.status.queryKey }),
  }
}

/**
 * The settled step, held back while the servicer is asked whether this borrower's loans are
 * serviced via the mobile app. An unreadable answer keeps the borrower on the web.
 */
function useServicing(appUuid: string, step: NextStep | null, mobileApp?: MobileAppHandling) {
  const known = mobileApp?.wholesale !== null
  const flags = { forceWeb: mobileApp?.forceWeb ?? true, wholesale: mobileApp?.wholesale ?? true }
  const asks =
    step !== null && mobileApp !== undefined && needsLoanStatus({ nextStep: step, ...flags })
  const loans = useQuery({ ...loanStatusQueryOptions(), enabled: asks })
  const fields = useQuery({ ...applicationFieldsQueryOptions(appUuid), enabled: asks })
  // Whether the borrower is a broker is still being read: the step waits for it.
  if (step !== null && mobileApp !== undefined && !known) return { step: null, toMobileApp: null }
  if (!asks || step === null) return { step, toMobileApp: null }
  if (loans.isPending || fields.isPending) return { step: null, toMobileApp: null }
  const channel = servicingChannel({ nextStep: step, loans: loans.data?.loans ?? null, ...flags })
  if (channel === 'web') return { step, toMobileApp: null }
  const loanAmount = fields.data?.selectedOffer?.amount
  return {
    step: null,
    toMobileApp: loanAmount === undefined ? { appUuid } : { appUuid, loanAmount },
  }
}

function SignedInResolver({
  appUuid,
  mobileApp,
}: {
  appUuid: string
  mobileApp?: MobileAppHandling
}) {
  const navigate = useNavigate()
  const settled = useSettledStep(appUuid)
  const { state, restart } = settled
  const link = useLinkBorrower()

  // An offer chosen before signing in waits at ATTACH_PROFILE for its borrower: link once
  // (retried 3 times). A link that failed even so is said, not routed past.
  const waitsForBorrower = state === 'ATTACH_PROFILE'
  const { mutate: linkOnce, isIdle: notLinkedYet } = link
  useEffect(() => {
    if (waitsForBorrower && notLinkedYet) linkOnce(appUuid)
  }, [waitsForBorrower, notLinkedYet, linkOnce, appUuid])
  const linkFailed = waitsForBorrower && link.isError
  const { step, toMobileApp } = useServicing(appUuid, linkFailed ? null : settled.step, mobileApp)

  const openMobileApp = mobileApp?.open
  // Once per destination: the answer object is rebuilt on each render.
  const mobileAppTarget = toMobileApp ? JSON.stringify(toMobileApp) : null
  useEffect(() => {
    if (mobileAppTarget) openMobileApp?.(JSON.parse(mobileAppTarget))
  }, [mobileAppTarget, openMobileApp])

  useEffect(() => {
    if (!step) return
    if (step === 'dashboard') void navigate({ to: '/dashboard', replace: true })
    else void navigate({ to: stepRoutes[step], params: { appUuid }, replace: true })
  }, [navigate, step, appUuid])

  if (linkFailed) {
    return (
      <CardPage>
        <ErrorState
          headingLevel={1}
          title="We couldn't add this application to your account"
          onRetry={() => {
            // Linked again, then the state is read afresh with a new polling window.
            link.reset()
            restart()
          }}
        >
          <p>Your offer is saved. {failureAdvice(link.error)}</p>
        </ErrorState>
      </CardPage>
    )
  }

  return <FindingNextStep />
}
