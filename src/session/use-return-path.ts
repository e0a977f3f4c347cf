import { APP_BASE_PATH } from '@contract/base-path'
import { useRouterState } from '@tanstack/react-router'

/**
 * The page to come back to after signing in: the whole path from the site's root, base path
 * included, so it always starts with a slash and a lowercase letter as the redirect rule asks
 * (an application id may start with a digit).
 */
export function useReturnPath(): string {
  return useRouterState({
    select: (state) => `${APP_BASE_PATH}${state.location.pathname}${state.location.searchStr}`,
  })
}
