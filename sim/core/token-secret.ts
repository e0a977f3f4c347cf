import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * A new world's secret, which its session tokens are signed with (session/signed-token.ts):
 * 32 random bytes, or, for a seeded (repeatable) world, from its seed. Made anew with each
 * world, so a token of an earlier world, or of another server, means nothing.
 */
export function makeTokenSecret(seed: number | null): string {
  if (seed === null) return bytesToHex(randomBytes(32))
  return bytesToHex(sha256(utf8ToBytes(`simulated-lender-token-secret:${seed}`)))
}
