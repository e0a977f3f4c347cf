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

/** The Login link: the login page, carrying the current path when the rule allows it. */
export function loginHref(loginPath: string, currentPath: string): string {
  const redirect = safeRedirectPath(currentPath)
  return redirect ? `${loginPath}?redirectUrl=${encodeURIComponent(redirect)}` : loginPath
}
