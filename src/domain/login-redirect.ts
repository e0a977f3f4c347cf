/**
 * The login page passes a redirect on only when it is an app path: a leading slash followed by
 * a lowercase letter (refinance-release-shell.md §5). Anything else could send a borrower to
 * another site after signing in.
 */
export function isSafeRedirectPath(path: string): boolean {
  return /^\/[a-z]/.test(path)
}

export function loginHref(loginPath: string, currentPath: string): string {
  if (!isSafeRedirectPath(currentPath)) return loginPath
  return `${loginPath}?redirectUrl=${encodeURIComponent(currentPath)}`
}
