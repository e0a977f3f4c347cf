import { z } from '@/lib/zod'

// A malformed parameter is dropped rather than failing the page: links get pasted and mangled.
export const optionalText = z.string().min(1).optional().catch(undefined)
const optionalCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase())
  .optional()
  .catch(undefined)

/** Where the borrower came from: kept across the first screens until the application exists. */
export const originSearchSchema = z.object({ referrer: optionalText, rid: optionalText })
export type OriginSearch = z.infer<typeof originSearchSchema>

export const residenceSearchSchema = originSearchSchema.extend({
  state: optionalCode,
  country: optionalCode,
})
export type ResidenceRouteSearch = z.infer<typeof residenceSearchSchema>

/** The origin parameters that are set, for links that carry them on. */
export function originOf(search: OriginSearch): OriginSearch {
  return {
    ...(search.referrer ? { referrer: search.referrer } : {}),
    ...(search.rid ? { rid: search.rid } : {}),
  }
}
