import { coinTypeSchema } from '@contract/common'
import { organisationInfoSchema } from '@contract/organisation'
import { countrySchema, stateResidenceSchema } from '@contract/reference'
import { z } from 'zod'

/** A coin's price: the story's, moved along its price path, or set by hand from the demo panel. */
export const priceRecordSchema = z.object({
  collateralType: coinTypeSchema,
  valueOfOne: z.number().positive(),
  /** A price set from the demo panel, from that moment on, over the scenario's price path. */
  byHand: z
    .object({ valueOfOne: z.number().positive(), from: z.number() })
    .nullable()
    .default(null),
})
export type PriceRecord = z.infer<typeof priceRecordSchema>

/** Reference data: the lender's organisations, where it lends, and the coin prices. */
export const referenceRecords = {
  organisations: organisationInfoSchema,
  states: stateResidenceSchema,
  countries: countrySchema,
  prices: priceRecordSchema,
}

type ReferenceRecords = typeof referenceRecords
declare module '../core/models' {
  interface AreaRecords extends ReferenceRecords {}
}
