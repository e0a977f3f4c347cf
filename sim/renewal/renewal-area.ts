import { defineArea } from '../core/area'
import type { ReferenceOperations } from '../pricing/reference-operations'
import { createRenewalOperations } from './renewal-operations'
import { renewalRoutes } from './renewal-routes'
import { renewalTransitions } from './renewal-transitions'

/** Renewals (roll forward): a funded loan priced again on its collateral, plus a top-up. */
export const renewalArea = defineArea({
  name: 'renewals',
  operations: (
    { context, store, machine, scheduler },
    { reference }: { reference: Pick<ReferenceOperations, 'valueOfOne'> },
  ) => createRenewalOperations(context, store, machine, scheduler, reference.valueOfOne),
  routes: renewalRoutes,
  transitions: renewalTransitions,
})
