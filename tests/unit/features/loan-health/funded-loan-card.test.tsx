// @vitest-environment happy-dom

import type { FundedLoan } from '@contract/servicing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FundedLoanCard } from '@/features/loan-health/components/funded-loan-card'
import { formatTimeLeft } from '@/features/loan-health/cure-countdown'
import { ToastProvider } from '@/ui/toasts'

// This device's clock, frozen: the countdown adds the time since the answer came.
const RECEIVED_AT = Date.parse('2026-01-01T00:00:00.000Z')
beforeEach(() => {
  vi.useFakeTimers({ now: RECEIVED_AT })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// $45,450 owed on 1 BTC in the 8.91 % tier: lines at $60,600, $56,812.50 and $50,500.
const loan: FundedLoan = {
  appUuid: '43e0b2cb-6799-4966-b685-96ed7c39b430',
  balance: 45_450,
  interestRate: 8.91,
  originationLtv: 0.467,
  collateral: { type: 'BTC', coinQuantity: 1 },
  valueOfOne: 97_250,
  depositAddress: 'bc1qtw67ensnvty963qpynv06agqc7xxa8ac9z5hqz',
  marginCall: null,
  liquidatedAt: null,
}
const asOf = '2025-03-06T15:00:00.000Z'

function renderCard(change: Partial<FundedLoan>) {
  // The card's deposit address says "copied" through the app's toasts.
  render(
    <ToastProvider>
      <FundedLoanCard
        loan={{ ...loan, ...change }}
        asOf={asOf}
        receivedAt={RECEIVED_AT}
        supportPhone="8885550142"
      />
    </ToastProvider>,
  )
  return document.body.textContent ?? ''
}

describe('a funded loan on the dashboard', () => {
  it('shows the balance, collateral, price, liquidation price and LTV', () => {
    const text = renderCard({})
    for (const figure of ['$45,450', '1.0000 BTC', '$97,250', '$50,500']) {
      expect(text).toContain(figure)
    }
    expect(screen.getByRole('img', { name: /^LTV 46\.7%: Below the warning line/ })).toBeTruthy()
    expect(text).not.toContain('Courtesy notice')
    expect(text).not.toContain('Margin call must')
  })

  it.each([
    { price: 63_000, notice: 'within 5 points of its LTV warning line' },
    { price: 58_500, notice: 'within 5 points of its margin-call line' },
  ])('gives a courtesy notice at $price', ({ price, notice }) => {
    expect(renderCard({ valueOfOne: price })).toContain(notice)
  })

  it('notes rebalancing below 35 % LTV', () => {
    expect(renderCard({ valueOfOne: 140_000 })).toContain('so it can be rebalanced')
  })

  it('counts down a margin call and gives both cures with their amounts', () => {
    const text = renderCard({
      valueOfOne: 55_000,
      marginCall: { calledAt: '2025-03-06T12:00:00.000Z', cureBy: '2025-03-08T12:00:00.000Z' },
    })
    expect(screen.getByRole('heading', { name: 'Margin call' })).toBeTruthy()
    // 45 hours from the servicer's now to the deadline.
    expect(text).toContain('Time left to cure: 45 h 0 min')
    // The countdown moves on between answers, with this device's clock.
    act(() => {
      vi.advanceTimersByTime(15 * 60_000)
    })
    expect(document.body.textContent).toContain('Time left to cure: 44 h 45 min')
    // 45,450 / (55,000 x 0.75) - 1 BTC, or 45,450 - 0.75 x 55,000.
    expect(text).toContain('Send 0.101819 BTC')
    expect(text).toContain('Or repay $4,200')
    expect(screen.getByTitle('Deposit address QR code')).toBeTruthy()
    expect(text).toContain(loan.depositAddress)
  })

  it('says a liquidated loan was liquidated, and nothing else', () => {
    const text = renderCard({ liquidatedAt: '2025-03-08T12:00:00.000Z' })
    expect(text).toContain('This loan was liquidated')
    expect(text).not.toContain('Where the lines are')
  })
})

describe('time left to cure', () => {
  it.each([
    [48 * 3_600_000, '48 h 0 min'],
    [45 * 3_600_000 + 59 * 60_000 + 59_000, '45 h 59 min'],
    [12 * 60_000, '12 min'],
    [30_000, 'less than a minute'],
    [0, 'none'],
  ])('%i ms reads %s', (ms, words) => {
    expect(formatTimeLeft(ms)).toBe(words)
  })
})
