/** A country other than the US makes the borrower international (passport only). */
export function isInternationalCountry(countryCode: string | null): boolean {
  return countryCode !== null && countryCode.toUpperCase() !== 'US'
}
