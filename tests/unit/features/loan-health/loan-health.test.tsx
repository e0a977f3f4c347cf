// @vitest-environment happy-dom

import { formerLenderFields } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OfferLoanHealth } from '@/features/loan-health/components/offer-loan-health'

afterEach(cleanup)

// $40,000 owed on 1 BTC worth $100,000: 40 % LTV in the 8.91 % tier (lines 75 / 80 / 90 %).
const offer: Offer = {
  uuid: '7d8f3c2a-1b4e-4f6a-9c0d-2e5f8a1b3c4d',
  drawAmount: 39_603.96,
  amount: 40_000,
  term: 12,
  ltv: 0.4,
  originationFee: 1,
  originationFeeAmount: 396.04,
  interestRate: 8.91,
  annualPercentageRate: 10.79,
  estimatedMonthlyPayment: 3_497.98,
  collateralUnits: 1,
  minCollateralUnits: 0.5334,
  collateral: { type: 'BTC' },
  postTopUpLoanToValue: null,
  [formerLenderFields.topUpRequired]: false,
  countryCode: 'US',
  state: 'CA',
  collateralReuseConsent: null,
  collateralAmount: 100_000,
}

function levelText(name: string): string {
  const term = screen.getByText(name, { selector: '.loan-health__name' })
  return term.closest('.loan-health__level')?.textContent ?? ''
}

const slider = () => screen.getByRole('slider', { name: 'What if the BTC price changes' })
const outcome = () => document.querySelector('.loan-health__outcome')?.textContent ?? ''

describe('loan health beside an offer', () => {
  it('shows the coin price at each line and how far below today it is', () => {
    render(<OfferLoanHealth offer={offer} />)
    expect(screen.getByText(/Today’s price: \$100,000/)).toBeTruthy()
    expect(levelText('LTV warning')).toContain('75.0% LTV')
    expect(levelText('LTV warning')).toContain('BTC at $53,333')
    // 46.67 % rounds down: the cushion is never shown larger than it is.
    expect(levelText('LTV warning')).toContain('46.6% below today')
    expect(levelText('Margin call')).toContain('BTC at $50,000')
    expect(levelText('Margin call')).toContain('50.0% below today')
    expect(levelText('Liquidation')).toContain('BTC at $44,444')
    expect(levelText('Liquidation')).toContain('55.5% below today')
  })

  it.each([
    {
      change: 20,
      says: ['At $120,000 the LTV would be 33.3%', 'Below 35% LTV the loan can be rebalanced'],
    },
    {
      change: -45,
      says: [
        'At $55,000 the LTV would be 72.7%: Below the warning line',
        'within 5 points of the LTV warning line',
      ],
    },
    {
      change: -50,
      says: [
        'At $50,000 the LTV would be 80.0%: Margin call',
        '48 hours',
        'adding 0.0667 BTC',
        'repaying $2,500',
        'back to 75.0%',
      ],
    },
    {
      change: -60,
      says: ['At $40,000 the LTV would be 100.0%: Liquidation', 'fee is 2.0%', 'at most $800'],
    },
  ])('a $change % price change says what happens', ({ change, says }) => {
    render(<OfferLoanHealth offer={offer} />)
    fireEvent.change(slider(), { target: { value: String(change) } })
    for (const text of says) expect(outcome()).toContain(text)
    expect(screen.getByRole('img', { name: /^LTV / })).toBeTruthy()
  })

  it('shows nothing for an offer that pledges no collateral', () => {
    const { container } = render(
      <OfferLoanHealth offer={{ ...offer, collateralUnits: 0, collateralAmount: 0 }} />,
    )
    expect(container.textContent).toBe('')
  })

  it('makes no promise about what a liquidation sells', () => {
    render(<OfferLoanHealth offer={offer} />)
    for (const change of [0, -50, -60]) {
      fireEvent.change(slider(), { target: { value: String(change) } })
      const text = document.body.textContent?.toLowerCase() ?? ''
      for (const claim of ['sell', 'sold', 'guarantee', 'credit score'])
        expect(text).not.toContain(claim)
    }
  })
})
