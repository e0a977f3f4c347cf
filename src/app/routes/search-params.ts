import { z } from '@contract/zod'

// A malformed parameter is dropped rather than failing the page: links get pasted and mangled.
export const optionalText = z.catch(z.optional(z.string().check(z.minLength(1))), undefined)
const optionalCode = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{2}$/)),
      z.transform((code: string) => code.toUpperCase()),
    ),
  ),
  undefined,
)

/** Where the borrower came from: kept across the first screens until the application exists. */
export const originSearchSchema = z.object({ referrer: optionalText, rid: optionalText })
export type OriginSearch = z.infer<typeof originSearchSchema>

export const residenceSearchSchema = z.extend(originSearchSchema, {
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
