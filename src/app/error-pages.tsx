import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { ApiError, describeFailure, isNotFound } from '@/api/api-error'
import { buttonClass } from '@/ui/button'
import { Card } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import './error-pages.css'

function isMissingOrganisation(error: unknown): boolean {
  return isNotFound(error) && error instanceof ApiError && error.url.includes('/organizations/')
}

/**
 * Failures of the shell itself, above the header and footer (which need the organisation):
 * a standalone page that still says what happened and offers a retry.
 */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const missing = isMissingOrganisation(error)
  return (
    <div className="app-standalone">
      <Card className="app-standalone__card">
        <ErrorState
          headingLevel={1}
          title={missing ? 'This lender could not be found' : 'We could not open this page'}
          onRetry={missing ? undefined : () => void router.invalidate({ forcePending: true })}
        >
          <p>
            {missing
              ? 'The link you followed points to a lender we do not recognise. Please check the address, or contact the lender who sent it to you.'
              : describeFailure(error)}
          </p>
        </ErrorState>
      </Card>
    </div>
  )
}

/** A screen's loader or render failed: the shell stays, the message takes the page. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Page narrow>
      <Card>
        <ErrorState
          headingLevel={1}
          title="We could not load this page"
          onRetry={() => void router.invalidate()}
          actions={
            <Link to="/start" className={buttonClass('secondary')}>
              Go to the start
            </Link>
          }
        >
          <p>{describeFailure(error)}</p>
        </ErrorState>
      </Card>
    </Page>
  )
}

export function NotFoundPage() {
  return (
    <Page narrow>
      <Card>
        <EmptyState
          headingLevel={1}
          title="We could not find that page"
          actions={
            <Link to="/start" className={buttonClass('primary')}>
              See your loan options
            </Link>
          }
        >
          <p>The page may have moved, or the link may be incomplete.</p>
        </EmptyState>
      </Card>
    </Page>
  )
}

export function PagePending() {
  return (
    <Page narrow>
      <Loader label="Loading…" />
    </Page>
  )
}

/** Shown when the deployment's configuration cannot be read: nothing else can work. */
export function StartupErrorPage({ message }: { message: string }) {
  return (
    <div className="app-standalone">
      <Card className="app-standalone__card">
        <ErrorState
          headingLevel={1}
          title="This service is temporarily unavailable"
          onRetry={() => window.location.reload()}
        >
          <p>We could not start the application. Please try again in a few minutes.</p>
          <p className="app-standalone__detail">{message}</p>
        </ErrorState>
      </Card>
    </div>
  )
}
