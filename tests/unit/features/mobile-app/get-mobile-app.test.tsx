// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MOBILE_APP_URL } from '@/config/mobile-app'

installAppHarness()

describe('get the mobile app (core-journey §2)', () => {
  it('shows a QR code, a link carrying the application and amount, and three steps, signed out', async () => {
    await renderApp('/get-mobile-app?loanAmount=25000&appUuid=abc-123', {
      scenario: 'fresh-us-borrower',
    })
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Continue in our mobile app' }),
    )
    expect(screen.getByText('Your $25,000 loan is looked after in our mobile app.')).toBeTruthy()
    expect(screen.getByTitle('QR code to get the app')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Get the app' }) as HTMLAnchorElement
    const url = new URL(link.href)
    expect(`${url.origin}${url.pathname}`).toBe(DEFAULT_MOBILE_APP_URL)
    expect(url.searchParams.get('appUuid')).toBe('abc-123')
    expect(url.searchParams.get('loanAmount')).toBe('25000')
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('main'))).toHaveLength(3)
  })

  it('drops a malformed amount rather than failing', async () => {
    await renderApp('/get-mobile-app?loanAmount=lots', { scenario: 'fresh-us-borrower' })
    await waitUntil(() => screen.getByText('Your loan is looked after in our mobile app.'))
    const link = screen.getByRole('link', { name: 'Get the app' }) as HTMLAnchorElement
    expect(new URL(link.href).searchParams.has('loanAmount')).toBe(false)
  })
})
