import { defineArea } from '../core/area'
import { createLoanHealthOperations } from './loan-health-operations'
import { loanHealthRoutes } from './loan-health-routes'
import { loanHealthApplicationParts } from './loan-watch'

/** The servicer: funded loans, their health as prices move, margin calls and their cures. */
export const loanHealthArea = defineArea({
  name: 'loanHealth',
  operations: ({ context, store }) => createLoanHealthOperations(context, store),
  routes: loanHealthRoutes,
  applicationParts: loanHealthApplicationParts,
})
