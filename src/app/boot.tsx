import type { LoadBankLinkWidget } from '@contract/bank-link-widget'
import { BACKEND_MOVED_EVENT } from '@contract/host-events'
import { StrictMode, startTransition } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { RuntimeConfig } from '@/config/runtime-config'
import { App, createAppRuntime } from './app'
import { onCaughtError } from './caught-errors'
import { StartupErrorPage } from './error-pages'
import { createHashHistoryUnderBase } from './hash-history'
import { pollWhenTheBackendMoves } from './poll-now'
import { yieldToBrowser } from './yield-to-browser'

export { loadRuntimeConfig } from '@/config/runtime-config'

/**
 * The app's start, loaded by src/main.tsx once the page has painted: React, the router and
 * everything the first page needs come with it.
 */
export function createAppRoot(container: HTMLElement): Root {
  return createRoot(container, { onCaughtError })
}

/** A broken deployment still gets a readable page rather than a blank one. */
export function renderStartupError(root: Root, error: unknown): void {
  root.render(<StartupErrorPage message={error instanceof Error ? error.message : String(error)} />)
}

/**
 * Renders the app. Over a static first paint the first page is loaded before React renders,
 * so its first commit replaces the static page with the real one and nothing flashes blank.
 */
export async function renderApp(
  root: Root,
  config: RuntimeConfig,
  options: {
    bankLink?: LoadBankLinkWidget | undefined
    /** The fetch the app's calls go out with (the simulation's, in development and demo builds). */
    fetch?: typeof fetch | undefined
    overFirstPaint: boolean
    /** The route in the address's hash: a demo on a host that serves only its files. */
    hashRouting?: boolean
  },
): Promise<void> {
  const runtime = createAppRuntime(config, {
    bankLink: options.bankLink,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Demo builds only: the production build drops the hash history.
    ...(__SIMULATION__ && options.hashRouting ? { history: createHashHistoryUnderBase() } : {}),
  })
  // Development and demo builds: the simulated backend says when its lender has worked (a clock
  // jump), and the screens' polls run then. The production build drops this.
  if (__SIMULATION__) pollWhenTheBackendMoves(runtime.queryClient, window, BACKEND_MOVED_EVENT)
  const app = (
    <StrictMode>
      <App config={config} runtime={runtime} />
    </StrictMode>
  )
  if (!options.overFirstPaint) {
    root.render(app)
    return
  }
  // Over the static page, the first page is loaded before React renders; a failed load is
  // shown by the page itself, as the router renders its error. Setting up the router and
  // matching the address are a task each.
  await yieldToBrowser()
  await runtime.router.load().catch(() => undefined)
  await yieldToBrowser()
  // The static page stays on screen meanwhile, so the first render need not be one long
  // task: as a transition React renders in slices and lets the browser answer in between.
  startTransition(() => root.render(app))
}
