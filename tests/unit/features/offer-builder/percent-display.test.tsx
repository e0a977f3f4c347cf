// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { feeRuleFor } from '@/domain/pricing/origination-fee'
import { rateRows } from '@/domain/pricing/rate-rows'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from '@/domain/pricing/residence'
import { LearnMoreModal } from '@/features/offer-builder/components/learn-more-modal'
import { OfferFootnotes } from '@/features/offer-builder/components/offer-footnotes'
import { RateTable } from '@/features/offer-builder/components/rate-table'
import { TermsPanel } from '@/features/offer-builder/components/terms-panel'
import { pricedOffer, VALUE_OF_ONE } from './priced-offer'

function termsValue(label: string): string {
  const row = screen.getByText(label).closest('div')
  return row?.querySelector('dd')?.textContent ?? ''
}

afterEach(cleanup)

describe('percentages as core-journey §9 writes them', () => {
  it('shows the rate table rates as 8.91% and 11.5%, and its LTV bands with a decimal', () => {
    const rows = rateRows({
      coinQuantity: 1,
      valueOfOne: VALUE_OF_ONE,
      feeRule: feeRuleFor({ state: 'CA' }),
      minLoanAmount: DEFAULT_MIN_LOAN_AMOUNT,
      maxLoanAmount: DEFAULT_MAX_LOAN_AMOUNT,
    })
    render(<RateTable rows={rows} coinType="BTC" activeIndex={1} loading={false} />)
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first!).getByText('8.91%')).toBeTruthy()
    expect(within(first!).getByText('Up to 50.0%')).toBeTruthy()
    expect(within(second!).getByText('11.5%')).toBeTruthy()
    expect(within(second!).getByText('50.0% – 75.0%')).toBeTruthy()
    expect(screen.getByRole('table').textContent).not.toContain('11.50%')
  })

  it('shows an 11.5% offer as 11.5%, with its LTV to one decimal', () => {
    // $60,000 cash plus the 1% fee is $60,600 on $100,000 of collateral: 60.6% LTV.
    const offer = pricedOffer(60_000, 'CA')
    render(<TermsPanel state={{ kind: 'offer', offer, updating: false }} />)
    expect(termsValue('Interest rate / APR')).toMatch(/^11\.5% \/ 1[23]\.\d{1,3}% APR$/)
    expect(termsValue('Loan-to-value (LTV)')).toBe('60.6%')
  })

  it('shows an LTV to two decimals where the offer has them', () => {
    // No fee in Alabama: $43,210 on $100,000 is 43.21% LTV, and the APR equals the rate.
    const offer = pricedOffer(43_210, 'AL')
    render(<TermsPanel state={{ kind: 'offer', offer, updating: false }} />)
    expect(termsValue('Interest rate / APR')).toBe('8.91% / 8.91% APR')
    expect(termsValue('Loan-to-value (LTV)')).toBe('43.21%')
  })

  it('shows the fee in the footnotes with 1 to 3 decimals', () => {
    render(<OfferFootnotes offer={pricedOffer(10_000, 'NY')} />)
    expect(screen.getByText(/origination fee of 0\.85% \(\$85\)/)).toBeTruthy()
    cleanup()
    render(<OfferFootnotes offer={pricedOffer(10_000, 'CA')} />)
    expect(screen.getByText(/origination fee of 1\.0% \(\$100\)/)).toBeTruthy()
    cleanup()
    // Alabama charges none: the note says so rather than 'a fee of 0.0% ($0)'.
    render(<OfferFootnotes offer={pricedOffer(10_000, 'AL')} />)
    expect(screen.getByText(/^No origination fee applies to this offer/)).toBeTruthy()
    expect(screen.getByRole('region').textContent).not.toContain('0.0%')
  })

  it('shows rates, thresholds and the liquidation fee in the Learn more modal the same way', () => {
    render(<LearnMoreModal open onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { hidden: true })
    const text = dialog.textContent ?? ''
    expect(within(dialog).getByRole('table', { hidden: true }).textContent).toContain('11.5%')
    expect(text).not.toMatch(/11\.50%/)
    expect(text).toContain('Up to 50.0%')
    expect(text).toContain('Up to 75.0%')
    expect(text).toContain('85.0%')
    expect(text).toContain('90.0%')
    expect(text).toContain('2.0% liquidation processing fee')
    // Every percent on the sheet has one to three decimals.
    for (const figure of text.match(/[\d.,]+%/g) ?? []) {
      expect(figure).toMatch(/^\d{1,3}(,\d{3})*\.\d{1,3}%$/)
    }
  })
})
