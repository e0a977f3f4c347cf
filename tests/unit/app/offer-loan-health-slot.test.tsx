// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react'
import { createOffer, usResidence } from '@tests/support/factories'
import { afterEach, describe, expect, it } from 'vitest'
import { offerLoanHealth, preloadOfferLoanHealth } from '@/app/screens/offer-loan-health-slot'

afterEach(cleanup)

describe('the loan-health figures beside an offer', () => {
  it('render in the same commit as the terms once their code is in, with nothing to wait for', async () => {
    // A lazy boundary would show nothing first and the figures a render (React: 300 ms) later,
    // moving the panel under a borrower's click on Continue.
    await preloadOfferLoanHealth()
    const offer = createOffer({ ...usResidence('CA'), cash: 25_000, coinQuantity: 1 })
    render(<div>{offerLoanHealth(offer)}</div>)
    expect(screen.getByRole('heading', { name: 'If the BTC price falls' })).toBeTruthy()
  })
})
