import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { failureAdvice } from '@/api/api-error'
import type { getUserApplications } from '@/api/contract/applications'
import type { EndpointResponse } from '@/api/contract/endpoint'
import { useServices } from '@/api/services-context'
import { isReleaseStage } from '@/domain/collateral-release'
import type { LoginLink } from '@/session/use-login'
import { ButtonLink, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import { stateInWords } from '../application-state-words'
import './dashboard.css'
import { userApplicationsQueryOptions } from '@/api/queries/application'

export interface DashboardPageProps {
  signedIn: boolean
  /** Where Login leads, with this page as its redirect; the fallback when scripts fail. */
  login: LoginLink
  /** The borrower's funded loans, above the applications (the app fills it in). */
  loans?: ReactNode
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page narrow>
      <Card>{children}</Card>
    </Page>
  )
}

/** /dashboard: the borrower's applications, or a request to sign in. */
export function DashboardPage({ signedIn, login, loans }: DashboardPageProps) {
  if (!signedIn) {
    return (
      <Frame>
        <PageHeading
          title="Your dashboard"
          lead="Sign in to see your applications and continue where you left off."
        />
        <div className="ui-actions">
          <ButtonLink {...login}>Login</ButtonLink>
        </div>
      </Frame>
    )
  }
  return <ApplicationList loans={loans} />
}

/** A short, stable name for an application: the start of its id. */
function shortId(appUuid: string): string {
  return appUuid.slice(0, 8).toUpperCase()
}

function ApplicationList({ loans }: { loans?: ReactNode }) {
  const { http } = useServices()
  const applications = useQuery(userApplicationsQueryOptions(http))
  return (
    <Frame>
      <PageHeading title="Your dashboard" lead="Your applications and where each one stands." />
      {loans}
      <ApplicationListBody
        applications={applications.data}
        failed={applications.isError}
        error={applications.error}
        onRetry={() => void applications.refetch()}
      />
    </Frame>
  )
}

type UserApplications = EndpointResponse<typeof getUserApplications>

// The page keeps its heading in every state, so a borrower always hears where they are.
function ApplicationListBody({
  applications,
  failed,
  error,
  onRetry,
}: {
  applications: UserApplications | undefined
  failed: boolean
  error: unknown
  onRetry: () => void
}) {
  if (failed) {
    return (
      <ErrorState title="We couldn't load your applications" onRetry={onRetry}>
        <p>{failureAdvice(error)}</p>
      </ErrorState>
    )
  }
  if (!applications) return <Loader label="Loading your applications…" />
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
    <>
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
      <div className="ui-actions">
        <Link to="/start" className={buttonClass('link')}>
          Start a new application
        </Link>
      </div>
    </>
  )
}
