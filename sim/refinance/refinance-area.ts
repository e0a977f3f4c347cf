import type { ApplicationOperations } from '../applications/application-operations'
import { defineArea } from '../core/area'
import type { ReferenceOperations } from '../pricing/reference-operations'
import { createRefinanceOperations } from './refinance-operations'
import { refinanceApplicationParts } from './refinance-record'
import { refinanceRoutes } from './refinance-routes'
import { refinanceTransitions } from './refinance-transitions'

/** The refinance of a former lender's loans: the lookup, the offers, the top-up. */
export const refinanceArea = defineArea({
  name: 'refinance',
  operations: (
    { context, store, machine, scheduler },
    {
      applications,
      reference,
    }: {
      applications: Pick<ApplicationOperations, 'createApplication'>
      reference: Pick<ReferenceOperations, 'valueOfOne'>
    },
  ) =>
    createRefinanceOperations(
      context,
      store,
      machine,
      scheduler,
      applications,
      reference.valueOfOne,
    ),
  routes: refinanceRoutes,
  transitions: refinanceTransitions,
  applicationParts: refinanceApplicationParts,
})
