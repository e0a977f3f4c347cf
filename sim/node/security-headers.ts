/**
 * Headers for every answer of the simulation server. The policy allows the page's own origin
 * and the origins of the configured services, nothing else: no inline or foreign scripts, no
 * framing by other sites.
 */
export function contentSecurityPolicy(services: Record<string, string>): string {
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
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(services: Record<string, string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(services),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}
