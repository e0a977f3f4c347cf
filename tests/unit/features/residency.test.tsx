// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Country, StateResidence } from '@/api/contract/reference'
import { ResidencyPage } from '@/features/residency/components/residency-page'

const states: StateResidence[] = [
  { state: 'NY', rateEnabled: true, minLoanAmount: 5000, maxLoanAmount: 1_000_000 },
  { state: 'TX', rateEnabled: false, minLoanAmount: 5000, maxLoanAmount: 1_000_000 },
  { state: 'OH', rateEnabled: true, minLoanAmount: 5001, maxLoanAmount: 1_000_000 },
]
const countries: Country[] = [
  { code: 'US', name: 'United States', enabled: true },
  { code: 'MX', name: 'Mexico', enabled: true },
  { code: 'DE', name: 'Germany', enabled: true },
  { code: 'KP', name: 'North Korea', enabled: false },
]

function renderResidency(international: boolean) {
  const onContinue = vi.fn()
  render(
    <ResidencyPage
      international={international}
      supportEmail="help@meridian.example"
      states={states}
      countries={countries}
      onContinue={onContinue}
    />,
  )
  return { onContinue }
}

afterEach(cleanup)

describe('residency', () => {
  it('asks for a state straight away when the lender serves the US only', async () => {
    const user = userEvent.setup()
    const { onContinue } = renderResidency(false)
    expect(screen.queryByRole('radio')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please select an option')).toBeTruthy()
    expect(onContinue).not.toHaveBeenCalled()
    await user.selectOptions(screen.getByLabelText('State of residence'), 'NY')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledWith({ state: 'NY' })
  })

  it('requires a choice between United States and International', async () => {
    const user = userEvent.setup()
    const { onContinue } = renderResidency(true)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please select an option')).toBeTruthy()
    expect(onContinue).not.toHaveBeenCalled()
  })

  it('offers a waitlist instead of Continue for a state not being serviced', async () => {
    const user = userEvent.setup()
    renderResidency(false)
    await user.selectOptions(screen.getByLabelText('State of residence'), 'TX')
    expect(await screen.findByText('This state is currently not being serviced')).toBeTruthy()
    const waitlist = screen.getByRole('link', { name: 'Join Waitlist' })
    expect(waitlist.getAttribute('href')).toBe(
      'mailto:help@meridian.example?subject=Join%20Waitlist%3A%20Texas',
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })

  it('lists enabled countries other than the US, by name, for international borrowers', async () => {
    const user = userEvent.setup()
    const { onContinue } = renderResidency(true)
    await user.click(screen.getByRole('radio', { name: /International/ }))
    const select = screen.getByLabelText('Country of residence') as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual(['', 'DE', 'MX'])
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please select an option')).toBeTruthy()
    await user.selectOptions(select, 'MX')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledWith({ country: 'MX' })
  })
})
