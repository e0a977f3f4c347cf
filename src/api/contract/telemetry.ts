import { z } from '@/lib/zod'
import { defineEndpoint } from './endpoint'

/** Session telemetry: a session is established before any event is sent. */

export const telemetrySessionKeySchema = z.object({
  uuid: z.string().min(1),
  epoch: z.number().int(),
  trackerUuid: z.string().min(1),
})
export type TelemetrySessionKey = z.infer<typeof telemetrySessionKeySchema>

const sizeSchema = z.object({ width: z.number().int(), height: z.number().int() })

export const createTelemetrySession = defineEndpoint({
  id: 'createTelemetrySession',
  service: 'telemetry',
  method: 'POST',
  path: '/session',
  secure: false,
  body: z.object({
    platform: z.literal('WEB'),
    libVersion: z.string().min(1),
    referrer: z.string(),
    queryParams: z.record(z.string(), z.string()),
    screen: sizeSchema,
    window: sizeSchema,
    sessionKey: telemetrySessionKeySchema.nullable(),
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
    event: z.string().min(1),
    sessionKey: telemetrySessionKeySchema,
    identityId: z.string().nullable(),
    applicationUuid: z.string().nullable(),
    eventType: z.string().min(1),
    productType: z.string(),
    eventProperties: z.record(z.string(), z.unknown()),
    dontDedupe: z.boolean(),
    dedupeProperty: z.string().nullable(),
  }),
  response: z.unknown(),
  responseKind: 'none',
})
