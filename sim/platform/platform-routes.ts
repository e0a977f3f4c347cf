import * as banners from '@/api/contract/banners'
import * as profile from '@/api/contract/profile'
import * as telemetry from '@/api/contract/telemetry'
import { type Route, route, signedIn } from '../http/route'

/** The platform's services: the banner file, the servicer's loan status, the telemetry sink. */
export const platformRoutes: readonly Route[] = [
  route(banners.getBanners, ({ engine }) => engine.listBanners()),
  route(profile.getLoanStatus, ({ engine, borrower }) => engine.loanStatus(signedIn(borrower))),
  route(telemetry.createTelemetrySession, ({ engine, body }) =>
    engine.createTelemetrySession(body),
  ),
  route(telemetry.sendTelemetryEvent, ({ engine, body }) => engine.recordTelemetryEvent(body)),
]
