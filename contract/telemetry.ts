import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** Session telemetry: a session is established before any event is sent. */

export const telemetrySessionKeySchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  epoch: z.int(),
  trackerUuid: z.string().check(z.minLength(1)),
})
export type TelemetrySessionKey = z.infer<typeof telemetrySessionKeySchema>

const sizeSchema = z.object({ width: z.int(), height: z.int() })

export const createTelemetrySession = defineEndpoint({
  id: 'createTelemetrySession',
  service: 'telemetry',
  method: 'POST',
  path: '/session',
  secure: false,
  body: z.object({
    platform: z.literal('WEB'),
    libVersion: z.string().check(z.minLength(1)),
    referrer: z.string(),
    queryParams: z.record(z.string(), z.string()),
    screen: sizeSchema,
    window: sizeSchema,
    sessionKey: z.nullable(telemetrySessionKeySchema),
    appVersion: z.string(),
  }),
  response: z.object({ sessionKey: telemetrySessionKeySchema }),
})

export const sendTelemetryEvent = defineEndpoint({
  id: 'sendTelemetryEvent',
  service: 'telemetry',
  method: 'POST',
  path: '/event',
  secure: false,
  body: z.object({
    domain: z.string(),
    queryParams: z.record(z.string(), z.string()),
    pagePath: z.string(),
    event: z.string().check(z.minLength(1)),
    sessionKey: telemetrySessionKeySchema,
    identityId: z.nullable(z.string()),
    applicationUuid: z.nullable(z.string()),
    eventType: z.string().check(z.minLength(1)),
    productType: z.string(),
    eventProperties: z.record(z.string(), z.unknown()),
    dontDedupe: z.boolean(),
    dedupeProperty: z.nullable(z.string()),
  }),
  response: z.unknown(),
  responseKind: 'none',
})

/** refinance-release-shell §9: the telemetry library's version sent with each session. */
export const TELEMETRY_LIB_VERSION = '2.2.24'

/** §7, §9: the session call is tried three times before telemetry gives up. */
export const TELEMETRY_SESSION_ATTEMPTS = 3

/** §8: the session call failed on every attempt (raised with status 500). */
export const SESSION_RETRIES_FAILED =
  'An error occurred while establishing a session, retries failed.'
/** §8: no session could be set up, so no event can be sent. */
export const SESSION_NOT_ESTABLISHED = 'Could not establish session.'

/** §9: what an event carries unless its sender says otherwise. */
export const TELEMETRY_EVENT_DEFAULTS = { dontDedupe: true, keepalive: false } as const

/**
 * §4, §9: where the visitor's telemetry identity is kept. The session's uuid and epoch live for
 * the tab (session storage); the tracker and the login token for the browser (local storage).
 */
export const TELEMETRY_STORAGE_KEYS = {
  uuid: 'telemetry_uuid',
  epoch: 'telemetry_epoch',
  trackerUuid: 'telemetry_trackerUuid',
} as const
