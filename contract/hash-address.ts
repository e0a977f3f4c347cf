import { APP_BASE_PATH } from './base-path'

/**
 * How a demo on a host that serves only the files it holds shows a route (docs/decisions/0019):
 * in the hash of the app's one page. Shared by the app's hash history and the simulation, which
 * reads and rewrites the address before the app starts.
 */

const PAGE = `${APP_BASE_PATH}/`

/** The route a hash names (`#/start?state=CA`), from the app's root: `/start?state=CA`. */
export function routeInHash(hash: string): string {
  return hash.startsWith('#/') ? hash.slice(1) : '/'
}

/**
 * The address that shows a route of the app (`/account/crypto-backed-loan/start?state=CA`)
 * in the hash of the app's one page: `/account/crypto-backed-loan/#/start?state=CA`.
 */
export function hashAddressOf(route: string): string {
  const fromRoot = route.startsWith(PAGE) ? route.slice(APP_BASE_PATH.length) : '/'
  return `${PAGE}#${fromRoot}`
}
