import type { Banner } from '@contract/banners'
import type { EndpointResponse } from '@contract/endpoint'
import type { getLoanStatus } from '@contract/profile'
import type {
  createTelemetrySession,
  sendTelemetryEvent,
  TelemetrySessionKey,
} from '@contract/telemetry'
import type { z } from 'zod'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import { badRequest } from '../core/sim-error'
import type { TelemetryEventRecord } from './telemetry-records'

/**
 * The platform's services beside the lending ones: the hosted banner file, the feature
 * decisions, the servicer's loan status (web or mobile app), and a telemetry sink that keeps
 * what it receives in the world.
 */

/**
 * Every feature decision the app asks for, with its value when a story names none: each is a
 * control in the demo panel and a field of a story (`decisions.features`).
 */
export const DEFAULT_FEATURES: Readonly<Record<string, boolean>> = {
  'identity-broker': true,
  /** The identity step asks for a passport and an additional document. */
  'identity-additional-document': false,
}

// Telemetry ids come from their own sequence, so page views never shift the ids of applications.
const TELEMETRY_ID_SEED = 7_919_000_000

export function createPlatformOperations(context: EngineContext) {
  const { collections, clock } = context

  function telemetryId(kind: number): string {
    return context.ids.aside(
      TELEMETRY_ID_SEED + kind * 100_000 + collections.telemetrySessions.all().length,
    )
  }

  return {
    /** The hosted file as it stands now: a banner's revision applies once its moment passed. */
    listBanners(): Banner[] {
      const { world } = context.scenario()
      const start = Date.parse(world.startTime)
      return world.banners.map(({ revision, ...banner }) => {
        if (!revision || clock.now() < start + revision.afterMs) return banner
        return {
          ...banner,
          message: revision.message,
          metadata: {
            ...banner.metadata,
            updatedAt: new Date(start + revision.afterMs).toISOString(),
          },
        }
      })
    },

    /** A feature decision: the story's, else on for the identity broker and off otherwise. */
    featureDecision(experimentKey: string): boolean {
      const { features } = context.scenario().decisions
      return features[experimentKey] ?? DEFAULT_FEATURES[experimentKey] ?? false
    },

    features(): Record<string, boolean> {
      return { ...DEFAULT_FEATURES, ...context.scenario().decisions.features }
    },

    /**
     * Changes one feature decision of the running story (the demo panel's switches): the next
     * decision call answers it, and the world saved or exported carries it.
     */
    setFeatureDecision(experimentKey: string, on: boolean) {
      const scenario = context.scenario()
      context.reviseScenario({
        ...scenario,
        decisions: {
          ...scenario.decisions,
          features: { ...scenario.decisions.features, [experimentKey]: on },
        },
      })
    },

    /**
     * The borrower's loans at the servicer: those the story sets, then each of the borrower's
     * funded (COMPLETE) applications, serviced on the web.
     */
    loanStatus(borrower: BorrowerRecord): EndpointResponse<typeof getLoanStatus> {
      const funded = collections.applications
        .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
        .filter((record) => record.state === 'COMPLETE')
        .map(() => ({ profile: { isServicedViaApp: false } }))
      return {
        loans: [
          ...context.scenario().world.servicedLoans.map((loan) => ({ profile: { ...loan } })),
          ...funded,
        ],
      }
    },

    /** Continues a session the sink knows, or starts one (keeping the visitor's tracker). */
    async createTelemetrySession(
      body: z.output<(typeof createTelemetrySession)['body']>,
    ): Promise<EndpointResponse<typeof createTelemetrySession>> {
      const known = body.sessionKey
        ? collections.telemetrySessions.findFirst((q) => q.where({ uuid: body.sessionKey?.uuid }))
        : undefined
      if (known) {
        const { uuid, epoch, trackerUuid } = known
        return { sessionKey: { uuid, epoch, trackerUuid } }
      }
      const sessionKey: TelemetrySessionKey = {
        uuid: telemetryId(1),
        epoch: clock.now(),
        trackerUuid: body.sessionKey?.trackerUuid ?? telemetryId(2),
      }
      await collections.telemetrySessions.create({ ...sessionKey, startedAt: clock.now() })
      context.changed()
      return { sessionKey }
    },

    /** Records an event of a session the sink handed out. */
    async recordTelemetryEvent(body: z.output<(typeof sendTelemetryEvent)['body']>): Promise<void> {
      const session = collections.telemetrySessions.findFirst((q) =>
        q.where({ uuid: body.sessionKey.uuid }),
      )
      if (!session) throw badRequest('Unknown telemetry session')
      await collections.telemetryEvents.create({ ...body, receivedAt: clock.now() })
      context.changed()
    },

    /** What the telemetry sink has received, oldest first. */
    telemetryEvents(): TelemetryEventRecord[] {
      return collections.telemetryEvents.all()
    },
  }
}
export type PlatformOperations = ReturnType<typeof createPlatformOperations>
