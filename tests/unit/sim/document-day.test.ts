import type { Address } from '@contract/profile'
import { documentDay } from '@sim/documents/loan-document-pdf'
import { describe, expect, it } from 'vitest'

const address = (country: string): Address =>
  ({ street1: '1 Main St', city: 'Town', state: '', zip: '1', country }) as Address

/** The loan documents' dates, as their borrower writes a date (UTC days, the simulated clock's). */
describe('a day in the loan documents', () => {
  const day = Date.UTC(2026, 10, 28, 23, 30)
  it.each([
    { who: 'a US borrower', address: address('US'), reads: 'November 28, 2026' },
    { who: 'a borrower in Germany', address: address('DE'), reads: '28 November 2026' },
    {
      who: 'a borrower whose address the lender does not hold',
      address: null,
      reads: 'November 28, 2026',
    },
  ])('for $who reads "$reads"', ({ address, reads }) => {
    expect(documentDay(day, address)).toBe(reads)
  })
})
