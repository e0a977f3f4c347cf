import { sendTelemetryEvent, telemetrySessionKeySchema } from '@contract/telemetry'
import { z } from 'zod'

/** A telemetry session the sink handed out: its key and when it began. */
export const telemetrySessionRecordSchema = z.object({
  ...telemetrySessionKeySchema.shape,
  startedAt: z.number(),
})
export type TelemetrySessionRecord = z.infer<typeof telemetrySessionRecordSchema>

/** An event the telemetry sink received, as sent, so tests and demos can read it back. */
export const telemetryEventRecordSchema = z.object({
  ...sendTelemetryEvent.body.shape,
  receivedAt: z.number(),
})
export type TelemetryEventRecord = z.infer<typeof telemetryEventRecordSchema>

/** What the telemetry sink keeps: the sessions it handed out and the events it received. */
export const platformRecords = {
  telemetrySessions: telemetrySessionRecordSchema,
  telemetryEvents: telemetryEventRecordSchema,
}

type PlatformRecords = typeof platformRecords
declare module '../core/models' {
  interface AreaRecords extends PlatformRecords {}
}
