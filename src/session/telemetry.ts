import {
  createTelemetrySession,
  SESSION_NOT_ESTABLISHED,
  SESSION_RETRIES_FAILED,
  sendTelemetryEvent,
  TELEMETRY_EVENT_DEFAULTS,
  TELEMETRY_LIB_VERSION,
  TELEMETRY_SESSION_ATTEMPTS,
  type TelemetrySessionKey,
} from '@contract/telemetry'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '@/api/api-error'
import { currentUserQueryOptions } from '@/api/queries/current-user'
import { type AppServices, useServices } from '@/api/services-context'
import { looksLikeAppUuid } from '@/domain/app-uuid'
import { scrubTelemetry } from '@/domain/telemetry-scrubber'
import { readStored, writeStored } from '@/lib/storage'

/**
 * Session telemetry (refinance-release-shell.md §4, §7, §9): page views and the journey's key
 * events, for the signed-in or anonymous visitor. A session is established first (three
 * attempts); each event then goes out with it. Every body passes the scrubber on its way out,
 * so nothing personal can leave, whatever a caller puts in. Telemetry never gets in the
 * borrower's way: a failure is kept to itself.
 */

/** The product this app reports under. Assumption: the spec names the field, not its value. */
export const TELEMETRY_PRODUCT_TYPE = 'CRYPTO_BACKED_LOAN'

/** The key events of the journey this app reports. */
export const TELEMETRY_EVENTS = {
  pageView: 'Page Viewed',
  loginStarted: 'Login Started',
  signedOut: 'Signed Out',
  offerChosen: 'Offer Chosen',
  sentToMobileApp: 'Sent To Mobile App',
  bannerDismissed: 'Banner Dismissed',
} as const

export interface TelemetryEvent {
  event: string
  eventType?: string
  eventProperties?: Record<string, unknown>
  /** The application the event is about; by default the one in the page's path. */
  applicationUuid?: string | null
  dontDedupe?: boolean
  dedupeProperty?: string | null
  keepalive?: boolean
}

/** The telemetry call failed; its message is the server's status field (§8). */
export class TelemetryError extends Error {
  override name = 'TelemetryError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

function asTelemetryError(error: unknown): TelemetryError {
  if (error instanceof ApiError) {
    const body = error.body as { status?: unknown } | null
    const status = typeof body?.status === 'number' ? body.status : error.status
    return new TelemetryError(String(body?.status ?? error.message), status)
  }
  return new TelemetryError(String(error), 0)
}

function queryParamsOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search))
}

function storedSessionKey(): TelemetrySessionKey | null {
  const uuid = readStored('telemetrySessionUuid')
  const epoch = readStored('telemetrySessionEpoch')
  const trackerUuid = readStored('trackerId')
  if (!uuid || !epoch || !trackerUuid) return null
  return { uuid, epoch: Number(epoch), trackerUuid }
}

function keepSessionKey(key: TelemetrySessionKey): void {
  writeStored('telemetrySessionUuid', key.uuid)
  writeStored('telemetrySessionEpoch', String(key.epoch))
  writeStored('trackerId', key.trackerUuid)
}

/** The application a page is about: the first path segment after the base shaped like one. */
export function applicationOfPath(pathname: string): string | null {
  return pathname.split('/').find((segment) => looksLikeAppUuid(segment)) ?? null
}

export interface TelemetryOptions {
  /**
   * The signed-in borrower's identity uuid, or null for an anonymous visitor. It may have to be
   * read first (the first page of a signed-in borrower's visit): events wait for it.
   */
  identity?: () => string | null | Promise<string | null>
  appVersion?: string
}

export function createTelemetry(services: AppServices, options: TelemetryOptions = {}) {
  let session: Promise<TelemetrySessionKey> | null = null
  // The page being shown, as the router has it (its history may not be the window's).
  let page = { pathname: window.location.pathname, search: window.location.search }

  async function establish(): Promise<TelemetrySessionKey> {
    const body = scrubTelemetry({
      platform: 'WEB' as const,
      libVersion: TELEMETRY_LIB_VERSION,
      referrer: document.referrer,
      queryParams: queryParamsOf(window.location.search),
      screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
      window: { width: window.innerWidth, height: window.innerHeight },
      sessionKey: storedSessionKey(),
      appVersion: options.appVersion ?? '',
    })
    for (let attempt = 1; attempt <= TELEMETRY_SESSION_ATTEMPTS; attempt += 1) {
      try {
        const { sessionKey } = await services.http.call(createTelemetrySession, { body })
        keepSessionKey(sessionKey)
        return sessionKey
      } catch {
        // Tried again up to the limit; only the last failure is reported, as one error.
      }
    }
    throw new TelemetryError(SESSION_RETRIES_FAILED, 500)
  }

  /** The session, set up once per page load; a failed set-up is not retried until a reload. */
  function ensureSession(): Promise<TelemetrySessionKey> {
    session ??= establish()
    return session
  }

  async function send(event: TelemetryEvent): Promise<void> {
    let sessionKey: TelemetrySessionKey
    try {
      sessionKey = await ensureSession()
    } catch {
      throw new TelemetryError(SESSION_NOT_ESTABLISHED, 500)
    }
    // The page the event is about, before waiting: the borrower may move on meanwhile.
    const { pathname: pagePath, search } = page
    const identityId = (await options.identity?.()) ?? null
    const body = scrubTelemetry({
      domain: window.location.hostname,
      queryParams: queryParamsOf(search),
      pagePath,
      event: event.event,
      sessionKey,
      identityId,
      applicationUuid:
        event.applicationUuid === undefined ? applicationOfPath(pagePath) : event.applicationUuid,
      eventType: event.eventType ?? 'track',
      productType: TELEMETRY_PRODUCT_TYPE,
      eventProperties: event.eventProperties ?? {},
      dontDedupe: event.dontDedupe ?? TELEMETRY_EVENT_DEFAULTS.dontDedupe,
      dedupeProperty: event.dedupeProperty ?? null,
    })
    try {
      await services.http.call(sendTelemetryEvent, {
        body,
        keepalive: event.keepalive ?? TELEMETRY_EVENT_DEFAULTS.keepalive,
      })
    } catch (error) {
      throw asTelemetryError(error)
    }
  }

  return {
    ensureSession,
    /** The page events are about from now on. */
    at(pathname: string, search = '') {
      page = { pathname, search }
    },
    /** Sends an event and answers whether it went out; never throws. */
    track: (event: TelemetryEvent): Promise<boolean> =>
      send(event).then(
        () => true,
        () => false,
      ),
    /** Like track, but the caller hears why it failed. */
    send,
    pageView(pathname: string, search = ''): Promise<boolean> {
      page = { pathname, search }
      return send({ event: TELEMETRY_EVENTS.pageView, eventType: 'page' }).then(
        () => true,
        () => false,
      )
    },
  }
}
export type Telemetry = ReturnType<typeof createTelemetry>

const perServices = new WeakMap<AppServices, Telemetry>()

/** A signed-in borrower's identity, read once if no screen has read it yet; null if unreadable. */
function identityFrom(queryClient: QueryClient, services: AppServices) {
  return async () => {
    if (services.token.get() === null) return null
    try {
      const user = await queryClient.ensureQueryData(currentUserQueryOptions())
      return user.uuid ?? null
    } catch {
      return null
    }
  }
}

/** The app's one telemetry client (one session per page load). */
export function useTelemetry(): Telemetry {
  const services = useServices()
  const queryClient = useQueryClient()
  let telemetry = perServices.get(services)
  if (!telemetry) {
    telemetry = createTelemetry(services, { identity: identityFrom(queryClient, services) })
    perServices.set(services, telemetry)
  }
  return telemetry
}

/** Reports a page view each time the router settles on a new page, the first one included. */
export function usePageViews(): void {
  const router = useRouter()
  const telemetry = useTelemetry()
  useEffect(() => {
    let lastPath: string | null = null
    // The history's location carries the app's base path, as the address bar shows it.
    const report = () => {
      const { pathname, search } = router.history.location
      telemetry.at(pathname, search)
      if (pathname === lastPath) return
      lastPath = pathname
      void telemetry.pageView(pathname, search)
    }
    report()
    return router.subscribe('onResolved', report)
  }, [router, telemetry])
}
