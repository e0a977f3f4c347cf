import * as applications from '@contract/applications'
import { type Route, routesCalling, signedIn } from '../core/route'
import type { ApplicationOperations } from './application-operations'

const route = routesCalling<ApplicationOperations>()

/** Applications: creating them and reading where they stand. */
export const applicationRoutes: readonly Route[] = [
  route(applications.createApplication, ({ engine, body, borrower }) =>
    engine.createApplication(body, borrower),
  ),
  route(applications.createMobileFlowApplication, ({ engine, body, borrower }) =>
    engine.createApplication(body, borrower),
  ),
  route(applications.getApplicationState, ({ engine, params, borrower }) =>
    engine.getApplicationState(params.uuid, signedIn(borrower)),
  ),
  route(applications.getApplication, ({ engine, params, borrower }) =>
    engine.getApplication(params.uuid, signedIn(borrower)),
  ),
  route(applications.getUserApplications, ({ engine, borrower }) =>
    engine.listUserApplications(signedIn(borrower)),
  ),
]
