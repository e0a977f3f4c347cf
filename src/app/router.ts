import { APP_BASE_PATH } from '@contract/base-path'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage, PagePending, RouteErrorPage } from './error-pages'
import type { RouterContext } from './routes/root-route'
import { routeTree } from './routes/route-tree'

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    basepath: APP_BASE_PATH,
    context,
    defaultPreload: 'intent',
    // Query's own cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PagePending,
    // A navigation keeps the page it leaves for 400 ms before the next one's pending view; once
    // shown, that view goes as soon as the page's data is in (no minimum: a page's own loader
    // never lingered either).
    defaultPendingMs: 400,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
