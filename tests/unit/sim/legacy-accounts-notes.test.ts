import { LEGACY_ACCOUNTS_PAGE } from '@sim/node/sign-in-pages'
import { describeLegacyAccount } from '@sim/session/legacy-sign-in-operations'
import { afterAll, describe, expect, it } from 'vitest'
import { type SimServerOnLoopback, startSimServerOnLoopback } from './loopback-server'

const dana = {
  email: 'dana.whitfield@example.com',
  password: 'meridian-demo-2025',
  twoFactorCode: null,
  passwordExpired: false,
  failedAttempts: 0,
  lockedUntil: null,
}

describe('the line QA reads for a legacy sign-in account (demo controls, sim server page)', () => {
  it.each([
    [dana, 'dana.whitfield@example.com: password "meridian-demo-2025"'],
    [
      { ...dana, twoFactorCode: '246810' },
      'dana.whitfield@example.com: password "meridian-demo-2025" · authenticator code 246810',
    ],
    [
      { ...dana, passwordExpired: true },
      'dana.whitfield@example.com: password "meridian-demo-2025" · password expired',
    ],
    [
      { ...dana, failedAttempts: 1 },
      'dana.whitfield@example.com: password "meridian-demo-2025" · 1 wrong try of 5',
    ],
    [
      { ...dana, failedAttempts: 5, lockedUntil: Date.parse('2025-03-03T15:15:00.000Z') },
      'dana.whitfield@example.com: password "meridian-demo-2025" · locked until 3:15 PM (simulated UTC)',
    ],
  ])('%j', (account, line) => {
    expect(describeLegacyAccount(account)).toBe(line)
  })
})

describe('the simulation server’s legacy sign-in page, for the production build', () => {
  let server: SimServerOnLoopback | undefined
  afterAll(() => server?.stop())

  it('lists the story’s accounts with their password and code, as plain text', async () => {
    server = await startSimServerOnLoopback({ scenario: 'legacy-sign-in-two-factor' })
    const response = await fetch(`${server.origin}${LEGACY_ACCOUNTS_PAGE}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('dana.whitfield@example.com: password &#34;meridian-demo-2025&#34;')
    expect(html).toContain('authenticator code 246810')
    expect(html).not.toContain('<script')
  })
})
