import { contentSecurityPolicy } from '@/api/contract/content-security-policy'

export function securityHeaders(services: Record<string, string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(services),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}
