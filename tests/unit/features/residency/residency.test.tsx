// @vitest-environment happy-dom

import { countryFixtures } from '@fixtures/countries'
import { meridian } from '@fixtures/organisations'
import { screen } from '@testing-library/react'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

async function openResidency(scenario?: string) {
  const app = await renderApp('/residency', scenario ? { scenario } : {})
  await waitUntil(() => screen.getByRole('button', { name: 'Continue' }))
  return app
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' })

describe('residency (core-journey §2, §5)', () => {
  it('asks for a state straight away when the lender serves the US only', async () => {
    const { user, location } = await openResidency()
    expect(screen.queryByRole('radio')).toBeNull()

    await user.click(continueButton())
    expect(await waitUntil(() => screen.getByText('Please select an option'))).toBeTruthy()
    expect(location()).toBe('/residency')

    await user.selectOptions(screen.getByLabelText('State of residence'), 'NY')
    await user.click(continueButton())
    await waitUntil(() => expect(location()).toBe('/start?state=NY'))
    expect(
      await waitUntil(() => screen.getByRole('textbox', { name: 'Collateral amount' })),
    ).toBeTruthy()
  })

  it('offers a waitlist instead of Continue for a state not being serviced', async () => {
    const { user } = await openResidency()
    await user.selectOptions(screen.getByLabelText('State of residence'), 'TX')
    expect(
      await waitUntil(() => screen.getByText('This state is currently not being serviced')),
    ).toBeTruthy()
    const waitlist = screen.getByRole('link', { name: 'Join Waitlist' })
    expect(waitlist.getAttribute('href')).toBe(
      `mailto:${meridian.supportEmail}?subject=Join%20Waitlist%3A%20Texas`,
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })

  it('requires a choice between United States and International under a brand that lends abroad', async () => {
    const { user, location } = await openResidency('international-borrower')
    expect(screen.getByRole('radio', { name: /United States/ })).toBeTruthy()
    await user.click(continueButton())
    expect(await waitUntil(() => screen.getByText('Please select an option'))).toBeTruthy()
    expect(location()).toBe('/residency')
  })

  it('lists enabled countries other than the US, sorted by name, and asks for one', async () => {
    const { user, location } = await openResidency('international-borrower')
    await user.click(screen.getByRole('radio', { name: /International/ }))
    const select = (await waitUntil(() =>
      screen.getByLabelText('Country of residence'),
    )) as HTMLSelectElement

    const expected = countryFixtures
      .filter((country) => country.enabled && country.code !== 'US')
      .map((country) => country.name)
      .sort((a, b) => a.localeCompare(b, 'en'))
    const listed = [...select.options].filter((option) => option.value).map((option) => option.text)
    expect(listed).toEqual(expected)

    await user.click(continueButton())
    expect(await waitUntil(() => screen.getByText('Please select an option'))).toBeTruthy()

    await user.selectOptions(select, 'MX')
    await user.click(continueButton())
    await waitUntil(() => expect(location()).toBe('/start?country=MX'))
  })

  it("says what is missing once the state is left unanswered, as the app's other forms do, and not before", async () => {
    const { user } = await openResidency()
    const state = screen.getByLabelText('State of residence')
    expect(screen.queryByText('Please select an option')).toBeNull()
    await user.click(state)
    await user.tab()
    await waitUntil(() => screen.getByText('Please select an option'))
    await user.selectOptions(state, 'NY')
    await waitUntil(() => expect(screen.queryByText('Please select an option')).toBeNull())
  })

  it('puts focus on the field to fix, and clears its message once it is answered', async () => {
    const { user } = await openResidency('international-borrower')
    await user.click(continueButton())
    await waitUntil(() => screen.getByText('Please select an option'))
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /United States/ }))

    await user.click(screen.getByRole('radio', { name: /United States/ }))
    await waitUntil(() => expect(screen.queryByText('Please select an option')).toBeNull())
    await user.click(continueButton())
    await waitUntil(() => screen.getByText('Please select an option'))
    expect(document.activeElement).toBe(screen.getByLabelText('State of residence'))
  })

  it('comes back with the residence chosen before', async () => {
    const { user, location } = await openResidency('international-borrower')
    await user.click(screen.getByRole('radio', { name: /International/ }))
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'MX')
    await user.click(continueButton())
    await waitUntil(() => expect(location()).toBe('/start?country=MX'))
    await user.click(await waitUntil(() => screen.getByRole('link', { name: /Change residence/ })))
    const country = (await waitUntil(() =>
      screen.getByLabelText('Country of residence'),
    )) as HTMLSelectElement
    expect(country.value).toBe('MX')
    expect((screen.getByRole('radio', { name: /International/ }) as HTMLInputElement).checked).toBe(
      true,
    )
  })
})
