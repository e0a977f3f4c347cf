import { APP_BASE_PATH } from '@contract/base-path'
import { hashAddressOf, routeInHash } from '@contract/hash-address'

/**
 * Where the app's route lives in the address (docs/decisions/0019): in its path on a host that
 * answers every route with the app's page, in its hash (`#/start`) on a host that serves only
 * the files it holds. The simulation reads its switches and places a story's first page
 * through these, whichever it is.
 */
export type AddressRouting = 'path' | 'hash'

const PAGE = `${APP_BASE_PATH}/`
const ROUTING_KEY = 'simulation.routing'
/** A route no build has a file for: a host that answers it with a page answers every route. */
export const ROUTE_PROBE = `${PAGE}__route-probe`
const PROBE_LIMIT_MS = 3000

let routing: AddressRouting = 'path'

/** How this page shows the app's route, once `chooseAddressRouting` has run. */
export function addressRouting(): AddressRouting {
  return routing
}

function atTheAppsRoot(pathname: string): boolean {
  return pathname === PAGE || pathname === APP_BASE_PATH || pathname === `${PAGE}index.html`
}

async function hostAnswersEveryRoute(): Promise<boolean> {
  try {
    const answer = await fetch(ROUTE_PROBE, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_LIMIT_MS),
    })
    return answer.ok
  } catch {
    // Offline, or no answer in time: the hash works on every host.
    return false
  }
}

function remembered(): AddressRouting | null {
  try {
    const kept = sessionStorage.getItem(ROUTING_KEY)
    return kept === 'hash' || kept === 'path' ? kept : null
  } catch {
    return null
  }
}

/**
 * Decides how the app shows its route, from the address it was opened at: a `#/` route says
 * hash; a route in the path was answered by the host, which therefore answers every route; at
 * the app's root the host is asked for a route it has no file for. A page of the simulation's
 * own (the sign-in page) keeps the tab's choice. At the root with hash routing, the address's
 * query moves into the hash (`/?scenario=x` becomes `/#/?scenario=x`).
 */
export async function chooseAddressRouting(): Promise<AddressRouting> {
  const { pathname, hash, search } = window.location
  const ownPage = /\.html$/.test(pathname) && !atTheAppsRoot(pathname)
  if (ownPage) routing = remembered() ?? 'path'
  else if (hash.startsWith('#/')) routing = 'hash'
  else if (!atTheAppsRoot(pathname)) routing = 'path'
  else routing = (await hostAnswersEveryRoute()) ? 'path' : 'hash'
  if (ownPage) return routing
  try {
    sessionStorage.setItem(ROUTING_KEY, routing)
  } catch {
    // Without session storage the sign-in page comes back by path; the root still works.
  }
  if (routing === 'hash' && !hash.startsWith('#/')) {
    window.history.replaceState(window.history.state, '', hashAddressOf(`${PAGE}${search}`))
  }
  return routing
}

/** The app's route as an address of its own (`/account/crypto-backed-loan/start?state=CA`). */
export function currentRoute(): URL {
  return routing === 'hash'
    ? new URL(`${APP_BASE_PATH}${routeInHash(window.location.hash)}`, window.location.origin)
    : new URL(window.location.href)
}

/** Shows `route` (from `currentRoute`, changed) in the address, in place of the current one. */
export function replaceRoute(route: URL): void {
  const address =
    routing === 'hash' ? hashAddressOf(`${route.pathname}${route.search}`) : route.href
  window.history.replaceState(window.history.state, '', address)
}

/** Where to send the browser to show a route of the app (the sign-in's way back). */
export function addressOfRoute(route: string): string {
  return routing === 'hash' ? hashAddressOf(route) : route
}
