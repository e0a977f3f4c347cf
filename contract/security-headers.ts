import { contentSecurityPolicy } from './content-security-policy.ts'

/**
 * Browser features the app never uses, switched off for its pages and anything they frame.
 * Only names every current Chromium knows: an unknown one is a console error on each page.
 * (Copying a deposit address uses the clipboard's write access, which stays on.)
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')

/**
 * The security headers every host of the app sends with every answer: the simulation's server,
 * the demo host, and the host files written for static hosts (scripts/host-files.ts). The
 * policy's connect-src names the origins of the configured services.
 */
export function securityHeaders(
  services: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(services),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A window the app opens, or that opens it, gets no handle on the other across origins.
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
