import * as banners from '@/api/contract/banners'
import type { EndpointDefinition } from '@/api/contract/endpoint'
import * as profile from '@/api/contract/profile'
import * as telemetry from '@/api/contract/telemetry'
import type { BorrowerRecord } from '../engine/models'
import type { Route } from './route-table'

// Keeps each route's types tied to its endpoint while the table holds them all alike.
function route<E extends EndpointDefinition>(endpoint: E, handle: Route<E>['handle']): Route {
  return { endpoint, handle } as unknown as Route
}

const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  // The adapter answers 401 before a secure route runs; reaching here without one is a bug.
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}

/** The platform's services: the banner file, the servicer's loan status, the telemetry sink. */
export const platformRoutes: readonly Route[] = [
  route(banners.getBanners, ({ engine }) => engine.listBanners()),
  route(profile.getLoanStatus, ({ engine, borrower }) => engine.loanStatus(signedIn(borrower))),
  route(telemetry.createTelemetrySession, ({ engine, body }) =>
    engine.createTelemetrySession(body),
  ),
  route(telemetry.sendTelemetryEvent, ({ engine, body }) => engine.recordTelemetryEvent(body)),
]
