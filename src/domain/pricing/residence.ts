/**
 * Where the borrower lives, as pricing needs it: a US state (domestic) or a country
 * (international). It mirrors the contract's residence pair without depending on zod.
 */
export interface PricingResidence {
  state?: string | undefined
  country?: string | undefined
}

/** A residence given by country, other than the US itself, is an international one. */
export function isInternational(residence: PricingResidence): boolean {
  return (
    residence.state === undefined && residence.country !== undefined && residence.country !== 'US'
  )
}

/** Loan limits that apply wherever no stricter state rule does (core-journey §9). */
export const DEFAULT_MIN_LOAN_AMOUNT = 5_000
export const DEFAULT_MAX_LOAN_AMOUNT = 1_000_000
