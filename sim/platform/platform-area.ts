import { defineArea } from '../core/area'
import { createPlatformOperations } from './platform-operations'
import { platformRoutes } from './platform-routes'
import { platformRecords } from './telemetry-records'

/** The platform's services: banners, feature decisions, the servicer's loan status, telemetry. */
export const platformArea = defineArea({
  name: 'platform',
  operations: ({ context }) => createPlatformOperations(context),
  routes: platformRoutes,
  records: platformRecords,
})
