import type { CoinType } from '@contract/common'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'

/**
 * Whether a return address could belong to the coin held as collateral (refinance-release-shell
 * §5). Only the address's own form is checked: its alphabet, length and checksum. Whether a
 * wallet stands behind it no one can tell from the text. These codecs are heavy, so only the
 * collateral release screen (a lazy route) and the simulated lender import this file.
 *
 * Bitcoin addresses are mainnet only: the collateral is held on mainnet, and a testnet address
 * (tb1…, m…, n…, 2…) is one no mainnet wallet can pay, so confirming one would lose the coins.
 */

/** The kinds of address the check recognises, named for messages and tests. */
export type AddressKind =
  | 'btc-p2pkh'
  | 'btc-p2sh'
  | 'btc-segwit-v0'
  | 'btc-segwit-v1-plus'
  | 'eth'
  | 'sol'

/** Base58check version bytes of Bitcoin mainnet: pay to public key hash and to script hash. */
const BTC_P2PKH_VERSION = 0x00
const BTC_P2SH_VERSION = 0x05
const BTC_HRP = 'bc'

const base58check = createBase58check(sha256)

function attempt<T>(decode: () => T): T | null {
  try {
    return decode()
  } catch {
    return null
  }
}

function legacyBitcoinKind(address: string): AddressKind | null {
  if (address.length < 25 || address.length > 35) return null
  const payload = attempt(() => base58check.decode(address))
  if (payload?.length !== 21) return null
  if (payload[0] === BTC_P2PKH_VERSION) return 'btc-p2pkh'
  if (payload[0] === BTC_P2SH_VERSION) return 'btc-p2sh'
  return null
}

/**
 * BIP-173 and BIP-350: witness version 0 uses bech32 with a 20- or 32-byte program; versions 1
 * to 16 use bech32m with a program of 2 to 40 bytes. One case throughout, 90 characters at most.
 */
function segwitKind(address: string): AddressKind | null {
  if (!address.toLowerCase().startsWith(`${BTC_HRP}1`)) return null
  const v0 = attempt(() => bech32.decode(address as `${string}1${string}`, 90))
  const decoded = v0 ?? attempt(() => bech32m.decode(address as `${string}1${string}`, 90))
  if (!decoded || decoded.prefix !== BTC_HRP) return null
  const [version, ...programWords] = decoded.words
  if (version === undefined || version > 16) return null
  // The checksum variant must match the version: bech32 for v0, bech32m for the rest.
  if ((version === 0) !== (v0 !== null)) return null
  const program = attempt(() => bech32.fromWords(programWords))
  if (!program) return null
  if (version === 0) {
    return program.length === 20 || program.length === 32 ? 'btc-segwit-v0' : null
  }
  return program.length >= 2 && program.length <= 40 ? 'btc-segwit-v1-plus' : null
}

/** EIP-55: a hex letter is upper case when the same nibble of keccak256(lower-case hex) is >= 8. */
export function toChecksumAddress(hex: string): string {
  const lower = hex.toLowerCase().replace(/^0x/, '')
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let out = '0x'
  for (let index = 0; index < lower.length; index += 1) {
    const char = lower[index] ?? ''
    out += Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}

/**
 * 0x and 40 hex digits. All lower or all upper case carries no checksum and is taken as it is;
 * mixed case is an EIP-55 checksum and must be exactly right.
 */
function ethereumKind(address: string): AddressKind | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'eth'
  return toChecksumAddress(hex) === address ? 'eth' : null
}

/** A Solana address is a 32-byte public key in base58; it has no checksum to check. */
function solanaKind(address: string): AddressKind | null {
  if (address.length < 32 || address.length > 44) return null
  const bytes = attempt(() => base58.decode(address))
  return bytes?.length === 32 ? 'sol' : null
}

/** The kind of address this is for the coin, or null when it cannot be one of that coin's. */
export function returnAddressKind(coin: CoinType, address: string): AddressKind | null {
  const trimmed = address.trim()
  if (trimmed === '') return null
  switch (coin) {
    case 'BTC':
      return legacyBitcoinKind(trimmed) ?? segwitKind(trimmed)
    case 'ETH':
      return ethereumKind(trimmed)
    case 'SOL':
      return solanaKind(trimmed)
  }
}

/** Whether the address could receive this coin; surrounding spaces are ignored. */
export function isPossibleReturnAddress(coin: CoinType, address: string): boolean {
  return returnAddressKind(coin, address) !== null
}
