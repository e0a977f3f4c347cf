/**
 * The Content-Security-Policy the app's pages are served under: its own origin plus the origins
 * of the configured services, nothing else (no inline or foreign scripts, no eval, no framing by
 * other sites). One builder for the two ways it ships: the production build's meta tag and the
 * header the simulation server sends.
 */
export function contentSecurityPolicy(
  services: Readonly<Record<string, string>>,
  delivery: 'header' | 'meta' = 'header',
): string {
  const serviceOrigins = new Set<string>()
  for (const url of Object.values(services)) {
    // Paths (and empty entries) are same-origin; only absolute URLs add an origin.
    if (/^https?:\/\//i.test(url)) serviceOrigins.add(new URL(url).origin)
  }
  const connect = ["'self'", ...serviceOrigins].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // index.html's icon is a data: SVG.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Browsers ignore frame-ancestors in a meta tag, and say so in the console: header only.
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ')
}
