import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The simulated lender's session tokens: JWTs signed with HMAC-SHA256 (HS256) by a secret each
 * world makes for itself and keeps (core/token-secret.ts), so a token cannot be made or changed
 * without it and a reload of the browser keeps its session. Signed and checked synchronously (noble's HMAC):
 * Web Crypto's is asynchronous only, and the adapter and the engine's callers read who is
 * signed in as a plain call.
 */

export interface TokenClaims {
  /** The borrower's uuid. */
  sub: string
  /** Issued and expiring, in seconds on the simulated clock. */
  iat: number
  exp: number
  iss: 'simulation'
  /** The token's own id, so two sign-ins in the same second differ. */
  jti: string
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

const encodeJson = (value: unknown) => base64Url(utf8ToBytes(JSON.stringify(value)))

function signature(secret: string, signed: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(secret), utf8ToBytes(signed))
}

/** Compares in time independent of where the first difference is. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

export function signToken(claims: TokenClaims, secret: string): string {
  const signed = `${encodeJson(HEADER)}.${encodeJson(claims)}`
  return `${signed}.${base64Url(signature(secret, signed))}`
}

/**
 * The claims of a token this world signed, or null for anything else: not three parts, another
 * algorithm, a signature that does not match (one character changed is enough), claims that
 * are not the simulation's. Expiry is the caller's to judge, on the simulated clock.
 */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, given] = parts as [string, string, string]
  const givenBytes = fromBase64Url(given)
  if (!givenBytes || !sameBytes(givenBytes, signature(secret, `${header}.${payload}`))) return null
  // The signature is the world's: the header and claims are its own, but read them carefully.
  try {
    const decoded = JSON.parse(new TextDecoder().decode(fromBase64Url(header) ?? new Uint8Array()))
    if (decoded?.alg !== HEADER.alg) return null
    const claims = JSON.parse(
      new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()),
    ) as Partial<TokenClaims>
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.iat !== 'number' ||
      typeof claims.exp !== 'number' ||
      claims.iss !== 'simulation' ||
      typeof claims.jti !== 'string'
    ) {
      return null
    }
    return claims as TokenClaims
  } catch {
    return null
  }
}
