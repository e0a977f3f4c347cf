/**
 * The login page passes a redirect on only when it is an app path: a leading slash followed by
 * a lowercase letter (refinance-release-shell.md §5). Anything else could send a borrower to
 * another site after signing in.
 */
export function isSafeRedirectPath(path: string): boolean {
  return /^\/[a-z]/.test(path)
}

/**
 * The Login link carries the current app path. It is always our own path; the login page
 * applies isSafeRedirectPath before following it (an application path such as '/3f2b…' that
 * starts with a digit is not passed on there, as the spec's rule has it).
 */
export function loginHref(loginPath: string, currentPath: string): string {
  if (!currentPath.startsWith('/') || currentPath.startsWith('//')) return loginPath
  return `${loginPath}?redirectUrl=${encodeURIComponent(currentPath)}`
}
