// @vitest-environment happy-dom

import { figure, meridian } from '@fixtures/organisations'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from '@/domain/support-contact'
import { installAppHarness, renderApp, waitUntil } from '../../support/render-app'

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
