// @vitest-environment happy-dom

import { figure, harborline, meridian } from '@fixtures/organisations'
import { screen, within } from '@testing-library/react'
import { APP_BASE, installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from '@/domain/support-contact'

installAppHarness()

// The site header (a page heading's own <header> also counts as a banner to the DOM here).
const header = () => document.querySelector<HTMLElement>('.shell-header')!

describe('the shell (refinance-release-shell §2, §3)', () => {
  it('shows the fixed support line, not its own, for the FIGURE organisation', async () => {
    await renderApp('/faq', { orgCode: 'FIGURE' })
    await waitUntil(() => screen.getByRole('heading', { level: 1 }))
    const phone = within(header()).getByRole('link', { name: /Call support/ })
    expect(phone.textContent).toContain(DEFAULT_SUPPORT_PHONE)
    expect(phone.getAttribute('href')).toBe('tel:+18885550110')
    expect(screen.queryByText(new RegExp(figure.supportPhone.replace(/[()]/g, '\\$&')))).toBeNull()
  })

  it('shows an organisation its own support line otherwise', async () => {
    await renderApp('/faq')
    await waitUntil(() => screen.getByRole('heading', { level: 1 }))
    expect(within(header()).getByRole('link', { name: /Call support/ }).textContent).toContain(
      meridian.supportPhone,
    )
  })

  it('has a static privacy page naming the lender, its full policy and how to ask', async () => {
    await renderApp('/privacy', { orgCode: 'FIGURE' })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Privacy' }))
    const main = screen.getByRole('main')
    expect(
      within(main).getByText(/How this application handles your information for Figure Lending/),
    ).toBeTruthy()
    expect(
      within(main).getByRole('link', { name: 'Read the full privacy policy' }).getAttribute('href'),
    ).toBe(figure.metadata.company.privacyUrl)
    expect(
      within(main).getByRole('link', { name: DEFAULT_SUPPORT_EMAIL }).getAttribute('href'),
    ).toBe(`mailto:${DEFAULT_SUPPORT_EMAIL}`)
  })
})

describe("a lender's brand in the header and footer (refinance-release-shell §2)", () => {
  const footer = () => screen.getByRole('contentinfo')

  it('a US-only brand: its name, support line, Login, legal links, NMLS number and Equal Housing mark', async () => {
    await renderApp('/residency', { scenario: 'fresh-us-borrower' })
    await waitUntil(() => screen.getByLabelText('State of residence'))
    const inHeader = within(header())
    expect(inHeader.getByRole('link', { name: 'Meridian Bank' })).toBeTruthy()
    const phone = inHeader.getByRole('link', { name: /555-0142/ })
    expect(phone.getAttribute('href')).toMatch(/^tel:/)
    expect(inHeader.getByRole('link', { name: 'Login' })).toBeTruthy()

    const { company } = meridian.metadata
    const inFooter = within(footer())
    expect(inFooter.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      company.termsUrl,
    )
    expect(inFooter.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      company.privacyUrl,
    )
    expect(inFooter.getByRole('link', { name: 'Licenses' }).getAttribute('href')).toBe(
      company.licensesUrl,
    )
    expect(footer().textContent).toContain('NMLS #1841207')
    expect(inFooter.getByRole('img', { name: 'Equal Housing Lender' })).toBeTruthy()
    expect(footer().textContent).toContain('Equal Housing')
    expect(footer().textContent).not.toContain('not available to residents')
    expect(screen.queryByRole('radio', { name: /International/ })).toBeNull()
  })

  it('an international brand: the Equal Opportunity mark and the countries it does not serve', async () => {
    await renderApp('/residency', { scenario: 'international-borrower' })
    await waitUntil(() => screen.getByRole('radio', { name: /International/ }))
    expect(within(header()).getByRole('link', { name: harborline.orgBrand.name })).toBeTruthy()
    expect(within(footer()).getByRole('img', { name: 'Equal Opportunity Lender' })).toBeTruthy()
    expect(footer().textContent).toContain('Equal Opportunity')
    expect(footer().textContent).toContain(
      'This product is not available to residents of the following countries: Canada, China, India, Russia, United Kingdom.',
    )
  })

  it('a signed-in borrower has Dashboard and Sign out in the header, and no Login', async () => {
    await renderApp('/residency', { scenario: 'returning-borrower' })
    await waitUntil(() => within(header()).getByRole('button', { name: 'Sign out' }))
    expect(within(header()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      `${APP_BASE}/dashboard`,
    )
    expect(within(header()).queryByRole('link', { name: 'Login' })).toBeNull()
  })
})
