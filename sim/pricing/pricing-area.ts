import { defineArea } from '../core/area'
import type { RenewalOperations } from '../renewal/renewal-operations'
import { createPricingOperations } from './pricing-operations'
import { pricingRoutes } from './pricing-routes'
import { pricingTransitions } from './pricing-transitions'
import { createReferenceOperations, type ReferenceOperations } from './reference-operations'
import { referenceRecords } from './reference-records'
import { referenceRoutes } from './reference-routes'

/** Reference data: where the lender lends, the coin prices, the organisations and their brands. */
export const referenceArea = defineArea({
  name: 'reference',
  operations: ({ context }) => createReferenceOperations(context),
  routes: referenceRoutes,
  records: referenceRecords,
})

/** Pricing an application's offers and choosing one (a renewal's choice by the renewal's path). */
export const pricingArea = defineArea({
  name: 'pricing',
  operations: (
    { context, store, machine, scheduler },
    {
      reference,
      renewals,
    }: {
      reference: Pick<ReferenceOperations, 'valueOfOne'>
      renewals: Pick<RenewalOperations, 'selectRenewalOffer'>
    },
  ) =>
    createPricingOperations(
      context,
      store,
      machine,
      scheduler,
      reference.valueOfOne,
      renewals.selectRenewalOffer,
    ),
  routes: pricingRoutes,
  transitions: pricingTransitions,
})
