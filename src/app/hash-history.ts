import { APP_BASE_PATH } from '@contract/base-path'
import { hashAddressOf, routeInHash } from '@contract/hash-address'
import { createBrowserHistory, parseHref, type RouterHistory } from '@tanstack/history'

/**
 * History for a host that serves only the files it holds (docs/decisions/0019): the route lives
 * in the hash of the app's one page, so every link and every reload asks the host for that
 * page. The router still sees whole paths (`/account/crypto-backed-loan/start`), as it does
 * with the browser's history, so links, redirects and return paths read the same either way.
 */
export function createHashHistoryUnderBase(win: Window = window): RouterHistory {
  return createBrowserHistory({
    window: win,
    parseLocation: () =>
      parseHref(`${APP_BASE_PATH}${routeInHash(win.location.hash)}`, win.history.state),
    createHref: hashAddressOf,
  })
}
