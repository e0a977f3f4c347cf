import { fetchToken, parseArguments } from '@scripts/sim-token'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { simServerForTheFile } from '@tests/unit/sim/loopback-server'
import { describe, expect, it } from 'vitest'

/** `npm run sim:token`: a valid token for scripts and QA, from a server on this machine only. */

const server = simServerForTheFile({ scenario: 'at-next-steps' })

describe('npm run sim:token', () => {
  it('prints a token that signs the borrower in on that server’s secure calls', async () => {
    const { origin } = server()
    const token = await fetchToken(parseArguments(['qa.tester@example.com', '--server', origin]))
    const profile = await fetch(`${origin}${SHIPPED_SERVICE_PATHS.profile}/profile`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.status).not.toBe(401)
    const tampered = await fetch(`${origin}${SHIPPED_SERVICE_PATHS.profile}/profile`, {
      headers: { authorization: `Bearer ${token.slice(0, -3)}abc` },
    })
    expect(tampered.status).toBe(401)
  })

  it.each([
    [['dana@example.com'], { email: 'dana@example.com', host: '127.0.0.1' }],
    [
      ['dana@example.com', '--server=http://localhost:9000'],
      { email: 'dana@example.com', host: 'localhost' },
    ],
    [
      ['dana@example.com', '--server', 'http://[::1]:8787'],
      { email: 'dana@example.com', host: '[::1]' },
    ],
  ])('reads %j', (args, { email, host }) => {
    const parsed = parseArguments(args)
    expect(parsed.email).toBe(email)
    expect(parsed.server.hostname).toBe(host)
  })

  it.each([
    [[], /Name the borrower's email/],
    [
      ['dana@example.com', '--server', 'http://192.168.1.20:8787'],
      /only fetched from a server on this machine/,
    ],
    [
      ['dana@example.com', '--server', 'https://demo.example.com'],
      /only fetched from a server on this machine/,
    ],
    [['dana@example.com', '--server', 'not a url'], /is not a URL/],
  ])('refuses %j', (args, message) => {
    expect(() => parseArguments(args)).toThrow(message)
  })
})
