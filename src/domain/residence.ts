import type { Country } from '@contract/reference'
import { z } from '@contract/zod'

/** Residency rules (core-journey.md §5 'Residency' and the country list rule). */

export const residencyMessages = {
  required: 'Please select an option',
  notServiced: 'This state is currently not being serviced',
} as const

/** Enabled countries only, the US removed (it has its own choice), sorted by name. */
export function selectableCountries(countries: readonly Country[]): Country[] {
  return countries
    .filter((country) => country.enabled && country.code !== 'US')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export const residencyFormSchema = z
  .object({
    // A radio group with nothing chosen reads as null.
    kind: z.nullish(z.enum(['US', 'INTERNATIONAL'])),
    state: z.string(),
    country: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.kind) {
        ctx.addIssue({ code: 'custom', path: ['kind'], message: residencyMessages.required })
      } else if (value.kind === 'US' && !value.state) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: residencyMessages.required })
      } else if (value.kind === 'INTERNATIONAL' && !value.country) {
        ctx.addIssue({ code: 'custom', path: ['country'], message: residencyMessages.required })
      }
    }),
  )

export type ResidencyFormInput = z.input<typeof residencyFormSchema>

/** A residence as the offer builder's search parameters carry it. */
export type ResidenceSearch = { state: string } | { country: string }

export function waitlistMailto(supportEmail: string, stateName: string): string {
  const subject = encodeURIComponent(`Join Waitlist: ${stateName}`)
  return `mailto:${supportEmail}?subject=${subject}`
}
