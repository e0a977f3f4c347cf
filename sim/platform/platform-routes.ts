import * as banners from '@contract/banners'
import * as features from '@contract/features'
import * as profile from '@contract/profile'
import * as telemetry from '@contract/telemetry'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { PlatformOperations } from './platform-operations'

const route = routesCalling<PlatformOperations>()

/**
 * The platform's services: the banner file, the feature decisions (whether sign-in goes through
 * the broker among them), the servicer's loan status, the telemetry sink.
 */
export const platformRoutes: readonly Route[] = [
  route(banners.getBanners, ({ engine }) => engine.listBanners()),
  route(features.getFeatureDecision, ({ engine, body }) => ({
    flagEnabled: engine.featureDecision(body.experimentKey),
  })),
  route(features.getFeatures, ({ engine }) => engine.features()),
  route(profile.getLoanStatus, ({ engine, borrower }) => engine.loanStatus(signedIn(borrower))),
  route(telemetry.createTelemetrySession, ({ engine, body }) =>
    engine.createTelemetrySession(body),
  ),
  route(telemetry.sendTelemetryEvent, ({ engine, body }) => engine.recordTelemetryEvent(body)),
]
