import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  type ErrorComponentProps,
  Link,
  Navigate,
  useMatch,
  useNavigate,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ApiError, describeFailure, failureAdvice, isNotFound } from '@/api/api-error'
import { Button, buttonClass } from '@/ui/button'
import { Card } from '@/ui/card'
import { CardPage, Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import './error-pages.css'

function isMissingOrganisation(error: unknown): boolean {
  return isNotFound(error) && error instanceof ApiError && error.url.includes('/organizations/')
}

/** A page of its own, without the header and footer (which need the organisation). */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <div className="app-standalone">
      <Card className="app-standalone__card">{children}</Card>
    </div>
  )
}

/**
 * Failures of the shell itself, above the header and footer (which need the organisation):
 * a standalone page that still says what happened and offers a retry.
 */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const missing = isMissingOrganisation(error)
  return (
    <Standalone>
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
    </Standalone>
  )
}

/**
 * What the router's pending and error views say for one page (a route's `staticData.frame`):
 * one loading view and one error view for every page, each in the page's own words.
 */
export interface PageFrame {
  /** The loader's label while the page's data is read. */
  loading?: string
  /** The error view's heading when the page's data could not be read. */
  failure: string
  /** Said after the advice, such as "Your application is saved." */
  reassurance?: string
  /**
   * The way out beside Try again: a path of the app ('/dashboard', '/$appUuid/next-steps'), or
   * the one the page's search names (a page opened from two places leads back to either).
   */
  back?: PageBack | ((search: Record<string, unknown>) => PageBack)
  /** The page is a wide one (a table of loans): its views keep its width. */
  wide?: boolean
  /** When the page's data does not exist (404): said instead, with no Try again. */
  notFound?: { title: string; body: string }
}

export interface PageBack {
  to: string
  label: string
  asButton?: boolean
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    frame?: PageFrame
  }
}

/** The frame of the route whose view is being drawn (the router renders these inside it). */
function usePageFrame(): PageFrame | undefined {
  return useMatch({ strict: false, select: (match) => match.staticData.frame })
}

/** The error view's way back: a link, or a button where the page had one. */
function BackAction({ to, label, asButton = false, params }: PageBack & { params: object }) {
  const navigate = useNavigate()
  const target = { to: to as '/', params: params as never }
  if (asButton) {
    return (
      <Button variant="secondary" onClick={() => void navigate(target)}>
        {label}
      </Button>
    )
  }
  return (
    <Link {...target} className={buttonClass('secondary')}>
      {label}
    </Link>
  )
}

/**
 * A page's data could not be read (its loader or its suspense query failed): the shell stays,
 * the page's own words take the page, and Try again reads it again.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const frame = usePageFrame()
  const params = useMatch({ strict: false, select: (match) => match.params })
  const search = useMatch({ strict: false, select: (match) => match.search })
  const queryErrors = useQueryErrorResetBoundary()
  // The failed query is asked again on the next render, not answered with its error.
  useEffect(() => queryErrors.reset(), [queryErrors])
  // A page of an application the lender does not know for this borrower (an old or mistyped
  // link): the dashboard, as the next-step routing sends it (core-journey §4), rather than a
  // Try again that cannot help. A page may say so in its own words instead (frame.notFound).
  const unknownApplication =
    isNotFound(error) && !frame?.notFound && typeof params.appUuid === 'string'
  // The dashboard says why the borrower is there (its notice reads the history's state).
  if (unknownApplication)
    return <Navigate to="/dashboard" replace state={{ unknownApplication: true }} />
  if (!frame) {
    return (
      <CardPage>
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
      </CardPage>
    )
  }
  const missing = frame.notFound && isNotFound(error) ? frame.notFound : null
  const back = typeof frame.back === 'function' ? frame.back(search) : frame.back
  return (
    <CardPage wide={frame.wide ?? false}>
      <ErrorState
        headingLevel={1}
        title={missing ? missing.title : frame.failure}
        {...(missing ? {} : { onRetry: () => void router.invalidate() })}
        actions={back ? <BackAction {...back} params={params} /> : null}
      >
        <p>
          {missing
            ? missing.body
            : [failureAdvice(error), frame.reassurance].filter(Boolean).join(' ')}
        </p>
      </ErrorState>
    </CardPage>
  )
}

/**
 * A page's data is on its way: a loader in the page's words. No heading: the page's own comes
 * with its data, and focus moves to it once the navigation has resolved (root-layout.tsx).
 */
export function PagePending() {
  const frame = usePageFrame()
  if (!frame) {
    return (
      <Page narrow>
        <Loader label="Loading…" />
      </Page>
    )
  }
  return (
    <CardPage wide={frame.wide ?? false}>
      <Loader {...(frame.loading ? { label: frame.loading } : {})} />
    </CardPage>
  )
}

export function NotFoundPage() {
  return (
    <CardPage>
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
    </CardPage>
  )
}

/** Shown when the deployment's configuration cannot be read: nothing else can work. */
export function StartupErrorPage({ message }: { message: string }) {
  return (
    <Standalone>
      <ErrorState
        headingLevel={1}
        title="This service is temporarily unavailable"
        onRetry={() => window.location.reload()}
      >
        <p>We could not start the application. Please try again in a few minutes.</p>
        <p className="app-standalone__detail">{message}</p>
      </ErrorState>
    </Standalone>
  )
}
