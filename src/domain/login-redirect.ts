import { APP_BASE_PATH } from '@contract/base-path'

/**
 * The one rule for a path to return to after signing in (refinance-release-shell.md §2, §5):
 * a leading slash followed by a lowercase letter. Anything else ('//host', '/\host',
 * 'https://…', '/3f2b…') could send a borrower to another site, or is not an app path the rule
 * allows, and is dropped. Applied wherever a return path is written (the Login link) or read
 * (the login page's redirectUrl).
 */
export function isSafeRedirectPath(path: string): boolean {
  return /^\/[a-z]/.test(path)
}

/** The path itself when the rule allows it, otherwise nothing. */
export function safeRedirectPath(path: string | null | undefined): string | undefined {
  return path && isSafeRedirectPath(path) ? path : undefined
}

/** The legacy login page (refinance-release-shell.md §2), from the site's root. */
export const LOGIN_PAGE_PATH = `${APP_BASE_PATH}/auth/login`

/** Where a sign-in that names no page to come back to ends: the start, as the broker's does. */
export const DEFAULT_RETURN_PATH = `${APP_BASE_PATH}/start`

/**
 * The page sign-in comes back to when it starts from `currentPath` (from the site's root, with
 * its query): that page, by the redirect rule. The login page itself is never one: started
 * there, sign-in comes back to the page the login page was to return to (its own redirectUrl),
 * so a Login link on it neither points at itself nor nests one redirectUrl in another; an old
 * link that nested them is unwrapped.
 */
export function loginReturnPath(currentPath: string | null | undefined): string | undefined {
  const path = safeRedirectPath(currentPath)
  if (!path) return undefined
  const url = new URL(path, 'https://app.invalid')
  if (url.pathname.replace(/\/+$/, '') !== LOGIN_PAGE_PATH) return path
  return loginReturnPath(url.searchParams.get('redirectUrl'))
}

/** Where a completed sign-in goes: the page to come back to, else the start. */
export function afterSignInPath(redirectUrl: string | null | undefined): string {
  return loginReturnPath(redirectUrl) ?? DEFAULT_RETURN_PATH
}

/** The Login link: the login page, carrying the page to come back to when there is one. */
export function loginHref(loginPath: string, currentPath: string): string {
  const redirect = loginReturnPath(currentPath)
  return redirect ? `${loginPath}?redirectUrl=${encodeURIComponent(redirect)}` : loginPath
}
