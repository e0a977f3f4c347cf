import { type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/** The pages of one application: /{appUuid}/... */
type ApplicationPath = Extract<NonNullable<NavigateOptions['to']>, `/$appUuid${string}`>

/**
 * Handlers that open another page of the same application: `goTo('/$appUuid/next-steps')` is
 * what a page's Done or Back calls.
 */
export function useGoWithin(appUuid: string) {
  const navigate = useNavigate()
  return useCallback(
    (to: ApplicationPath) => () => void navigate({ to, params: { appUuid } as never }),
    [navigate, appUuid],
  )
}

/**
 * Back one page, as after a failed signature or top-up (core-journey §4); a tab opened on the
 * page has no page before it and goes to `fallback` instead.
 */
export function useBackOr(fallback: () => void) {
  const router = useRouter()
  return () => {
    if (router.history.canGoBack()) router.history.back()
    else fallback()
  }
}

/** The dashboard in place of the page: where an application the borrower does not have leads. */
export function useToDashboard() {
  const navigate = useNavigate()
  return useCallback(() => void navigate({ to: '/dashboard', replace: true }), [navigate])
}
