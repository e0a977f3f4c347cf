import { makeTokenSecret } from '@sim/core/token-secret'
import { signToken, verifyToken } from '@sim/session/signed-token'
import { describe, expect, it } from 'vitest'

const secret = makeTokenSecret(null)
const claims = {
  sub: '3f0c2a8e-5b1d-4c7e-9a6f-2d8b1e4c7a90',
  iat: 1_741_000_000,
  exp: 1_741_028_800,
  iss: 'simulation',
  jti: '8d5e1f2a-7c3b-4e9d-a1f6-0b2c4d6e8f10',
} as const

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

describe('the simulated lender’s session tokens (HS256 with the world’s secret)', () => {
  it('verifies a token it signed, giving back its claims', () => {
    const token = signToken(claims, secret)
    expect(token.split('.')).toHaveLength(3)
    expect(JSON.parse(atob(token.split('.')[0]!))).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(verifyToken(token, secret)).toEqual(claims)
  })

  it('refuses the token with any one character changed, wherever it is', () => {
    const token = signToken(claims, secret)
    const refused: number[] = []
    for (let at = 0; at < token.length; at += 1) {
      if (token[at] === '.') continue
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
      if (verifyToken(changed, secret) === null) refused.push(at)
    }
    // Every position but the dots, and the last character's unused low bits aside: a base64url
    // character carries 6 bits, and the signature's last one carries only 4 of them.
    const positions = [...token].filter((char) => char !== '.').length
    expect(refused.length).toBeGreaterThanOrEqual(positions - 1)
  })

  it.each([
    ['signed by another world', () => signToken(claims, makeTokenSecret(null))],
    [
      'unsigned (alg none), the same claims',
      () => `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.`,
    ],
    [
      'another borrower named in a signed token’s claims',
      () => {
        const [header, , signature] = signToken(claims, secret).split('.')
        return `${header}.${base64Url(JSON.stringify({ ...claims, sub: 'someone-else' }))}.${signature}`
      },
    ],
    ['two parts', () => signToken(claims, secret).split('.').slice(0, 2).join('.')],
    ['garbage', () => 'not-a-token'],
    ['empty', () => ''],
  ])('refuses a token %s', (_label, make) => {
    expect(verifyToken(make(), secret)).toBeNull()
  })

  it('makes a new random secret for each world, and the same one for the same seed', () => {
    expect(makeTokenSecret(null)).not.toBe(makeTokenSecret(null))
    expect(makeTokenSecret(null)).toMatch(/^[0-9a-f]{64}$/)
    expect(makeTokenSecret(4)).toBe(makeTokenSecret(4))
    expect(makeTokenSecret(4)).not.toBe(makeTokenSecret(5))
  })
})
