import { defineArea } from '../core/area'
import { createApplicationOperations } from './application-operations'
import { applicationRoutes } from './application-routes'

/** Applications: creating them and reading where they stand. */
export const applicationArea = defineArea({
  name: 'applications',
  operations: ({ context, store }) => createApplicationOperations(context, store),
  routes: applicationRoutes,
})
