import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary, Link } from '@tanstack/react-router'
import { type ReactNode, Suspense } from 'react'
import { failureAdvice } from '@/api/api-error'
import { isReleaseStage } from '@/domain/collateral-release'
import { formatPhone, phoneHref } from '@/domain/format'
import { useSuspenseReads } from '@/session/page-reads'
import type { LoginLink } from '@/session/use-login'
import { Banner } from '@/ui/banner'
import { ButtonLink, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { CardPage, PageSide, PageWithSide } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import { stateInWords } from '../application-state-words'
import { dashboardReads } from '../dashboard-reads'
import './dashboard.css'

export interface DashboardPageProps {
  signedIn: boolean
  /** Where Login leads, with this page as its redirect; the fallback when scripts fail. */
  login: LoginLink
  /** The borrower's funded loans, above the applications (the app fills it in). */
  loans?: ReactNode
  /** The borrower came from a link to an application the lender does not know for them. */
  unknownApplication?: boolean
  /** The lender's support line and address, beside the applications. */
  support: { phone: string; email: string }
}

/** Said when a link led to an application the lender does not know for this borrower. */
export const UNKNOWN_APPLICATION_NOTICE =
  "We couldn't find the application that link was for among yours. Your applications are below."

/** /dashboard: the borrower's applications, or a request to sign in. */
export function DashboardPage({
  signedIn,
  login,
  loans,
  unknownApplication = false,
  support,
}: DashboardPageProps) {
  if (!signedIn) {
    return (
      <CardPage>
        <PageHeading
          title="Your dashboard"
          lead="Sign in to see your applications and continue where you left off."
        />
        <div className="ui-actions">
          <ButtonLink {...login}>Login</ButtonLink>
        </div>
      </CardPage>
    )
  }
  return (
    <PageWithSide side={<SideContent support={support} />}>
      <ApplicationList loans={loans} unknownApplication={unknownApplication} />
    </PageWithSide>
  )
}

/** Beside the applications: who to ask, and the way to a new application. */
function SideContent({ support }: { support: DashboardPageProps['support'] }) {
  return (
    <PageSide label="Help">
      <h2 className="ui-page-side__title">Questions?</h2>
      <p>
        Call us at <a href={phoneHref(support.phone)}>{formatPhone(support.phone)}</a> or write to{' '}
        <a href={`mailto:${support.email}`} className="dashboard__email">
          {support.email}
        </a>
        .
      </p>
      <Link to="/start" className={buttonClass('secondary', true)}>
        Start a new application
      </Link>
    </PageSide>
  )
}

/** A short, stable name for an application: the start of its id. */
function shortId(appUuid: string): string {
  return appUuid.slice(0, 8).toUpperCase()
}

function ApplicationList({
  loans,
  unknownApplication,
}: {
  loans?: ReactNode
  unknownApplication: boolean
}) {
  return (
    <Card>
      <PageHeading title="Your dashboard" lead="Your applications and where each one stands." />
      {unknownApplication ? <Banner variant="info">{UNKNOWN_APPLICATION_NOTICE}</Banner> : null}
      {loans}
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <CatchBoundary
            getResetKey={() => 'applications'}
            errorComponent={({ error, reset: again }) => (
              <ErrorState
                title="We couldn't load your applications"
                onRetry={() => {
                  reset()
                  again()
                }}
              >
                <p>{failureAdvice(error)}</p>
              </ErrorState>
            )}
          >
            <Suspense fallback={<Loader label="Loading your applications…" />}>
              <ApplicationListBody />
            </Suspense>
          </CatchBoundary>
        )}
      </QueryErrorResetBoundary>
    </Card>
  )
}

// The page keeps its heading in every state, so a borrower always hears where they are: the
// list alone waits or fails (the route prefetches it rather than ensuring it).
function ApplicationListBody() {
  const applications = useSuspenseReads(dashboardReads()).applications.data
  if (applications.length === 0) {
    return (
      <EmptyState
        title="You have no applications yet"
        actions={
          <Link to="/start" className={buttonClass('primary')}>
            See your loan options
          </Link>
        }
      >
        <p>Start an application to see it here.</p>
      </EmptyState>
    )
  }
  return (
    <ul className="dashboard__list">
      {applications.map((application) => {
        const name = `Application ${shortId(application.appUuid)}`
        return (
          <li key={application.appUuid} className="dashboard__item">
            <div className="dashboard__text">
              <h2 className="dashboard__name">{name}</h2>
              <p className="dashboard__state">{stateInWords(application.state)}</p>
              {application.state === 'DECLINED' ? (
                <p className="dashboard__note">Your adverse action notice is ready to read.</p>
              ) : null}
            </div>
            <div className="dashboard__actions">
              {application.state === 'DECLINED' ? (
                // core-journey §2 Decline: the notice is on the dashboard, with the documents.
                <Link
                  to="/$appUuid/documents"
                  params={{ appUuid: application.appUuid }}
                  className={buttonClass('primary')}
                  aria-label={`Adverse action notice of ${name}`}
                >
                  Adverse action notice
                </Link>
              ) : null}
              {isReleaseStage(application) ? (
                <Link
                  to="/$appUuid/collateral-release"
                  params={{ appUuid: application.appUuid }}
                  className={buttonClass('primary')}
                  aria-label={`Release collateral of ${name}`}
                >
                  Release collateral
                </Link>
              ) : null}
              <Link
                to="/$appUuid"
                params={{ appUuid: application.appUuid }}
                className={buttonClass('secondary')}
                aria-label={`Open ${name}`}
              >
                Open
              </Link>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
