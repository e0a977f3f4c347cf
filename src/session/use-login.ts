import { useMutation } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useServices } from '@/api/services-context'
import { loginHref, loginReturnPath } from '@/domain/login-redirect'
import { startLogin } from './login'
import { TELEMETRY_EVENTS, useTelemetry } from './telemetry'
import { useReturnPath } from './use-return-path'

/**
 * Starts sign-in for a path to come back to: a full-page redirect to the identity broker, or
 * the legacy login page. Pending while the broker is asked; failed with the error to show.
 */
export function useLogin() {
  const services = useServices()
  const navigate = useNavigate()
  const telemetry = useTelemetry()
  const login = useMutation({
    // It ends by sending the page to the identity broker's sign-in.
    meta: { leavesThePage: true },
    mutationFn: (returnPath: string) => {
      // keepalive: sign-in may leave the page before the event is sent.
      void telemetry.track({ event: TELEMETRY_EVENTS.loginStarted, keepalive: true })
      return startLogin(services, returnPath)
    },
    onSuccess: (start, returnPath) => {
      if (start.kind === 'broker') window.location.assign(start.redirect)
      else
        void navigate({
          to: '/auth/login',
          search: { redirectUrl: loginReturnPath(returnPath) },
        })
    },
  })
  return {
    /** Starts sign-in; `onFailed` runs when neither the decision nor the broker answered. */
    login: (returnPath: string, onFailed?: () => void) =>
      login.mutate(returnPath, onFailed ? { onError: onFailed } : undefined),
    pending: login.isPending || login.isSuccess,
    failed: login.isError,
    /** Why sign-in could not start, for the words said. */
    error: login.error,
    reset: login.reset,
  }
}

/**
 * The Login link for the page being shown: its href is the legacy login page with this page as
 * the return path (by the redirect rule), and a click starts sign-in properly instead.
 */
export interface LoginLink {
  href: string
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
}

export function useLoginLink(): LoginLink {
  const router = useRouter()
  const navigate = useNavigate()
  const returnPath = useReturnPath()
  const { login } = useLogin()
  return {
    // As the history writes addresses: a demo on a plain host keeps its routes in the hash.
    href: router.history.createHref(
      loginHref(router.buildLocation({ to: '/auth/login' }).href, returnPath),
    ),
    onClick: (event) => {
      event.preventDefault()
      // Sign-in that cannot be started goes where the link itself points: the login page, as
      // a failed sign-out does (refinance-release-shell.md §4), rather than doing nothing.
      login(
        returnPath,
        () =>
          void navigate({
            to: '/auth/login',
            search: { redirectUrl: loginReturnPath(returnPath) },
          }),
      )
    },
  }
}
