import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoinType } from '@contract/common'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { inRepository } from '@tests/support/repository'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AddressKind,
  isPossibleReturnAddress,
  returnAddressKind,
  toChecksumAddress,
} from '@/domain/return-address'

/** Published examples: the BIP-13/173/350 and EIP-55 test vectors and well-known accounts. */
const VALID: readonly [string, CoinType, string, AddressKind][] = [
  ['the genesis block’s P2PKH', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'btc-p2pkh'],
  ['a BIP-13 P2SH', 'BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'btc-p2sh'],
  ['a BIP-173 P2WPKH', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'btc-segwit-v0'],
  [
    'a BIP-173 P2WPKH in upper case',
    'BTC',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'btc-segwit-v0',
  ],
  [
    'a BIP-173 P2WSH',
    'BTC',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'btc-segwit-v0',
  ],
  [
    'a BIP-350 taproot (v1)',
    'BTC',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'btc-segwit-v1-plus',
  ],
  ['a BIP-350 v16, 2-byte program', 'BTC', 'BC1SW50QGDZ25J', 'btc-segwit-v1-plus'],
  [
    'a BIP-350 v2, 16-byte program',
    'BTC',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'btc-segwit-v1-plus',
  ],
  ['an EIP-55 vector', 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'eth'],
  ['an EIP-55 vector', 'ETH', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'eth'],
  ['an EIP-55 vector', 'ETH', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'eth'],
  ['an EIP-55 vector', 'ETH', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', 'eth'],
  ['all upper case (no checksum)', 'ETH', '0x52908400098527886E0F7030069857D2E4169EE7', 'eth'],
  ['all lower case (no checksum)', 'ETH', '0xde709f2102306220921060314715629080e2fb77', 'eth'],
  ['the system program', 'SOL', '11111111111111111111111111111111', 'sol'],
  ['the token program', 'SOL', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'sol'],
  ['the USDC mint', 'SOL', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'sol'],
]

const INVALID: readonly [string, CoinType, string][] = [
  ['empty', 'BTC', ''],
  ['spaces only', 'ETH', '   '],
  // Bitcoin, base58check
  ['P2PKH with its checksum broken', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
  ['P2PKH with a character outside base58 (0)', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a'],
  ['P2PKH cut short', 'BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf'],
  ['a testnet P2PKH', 'BTC', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
  ['a testnet P2SH', 'BTC', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
  // Bitcoin, bech32 / bech32m
  ['P2WPKH with a character changed', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
  ['P2WPKH in mixed case', 'BTC', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  ['a testnet P2WPKH', 'BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
  ['v0 with a 16-byte program (BIP-173)', 'BTC', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
  [
    'v1 with a bech32 (not bech32m) checksum (BIP-350)',
    'BTC',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  ],
  [
    'v0 with a bech32m (not bech32) checksum (BIP-350)',
    'BTC',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
  ],
  ['an Ethereum address for Bitcoin', 'BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  // Ethereum
  ['EIP-55 with one letter’s case flipped', 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
  ['39 hex digits', 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
  ['41 hex digits', 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd'],
  ['no 0x', 'ETH', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['a non-hex letter', 'ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
  ['a Bitcoin address for Ethereum', 'ETH', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  // Solana
  ['a character outside base58 (l)', 'SOL', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5Dl'],
  ['31 bytes', 'SOL', '1111111111111111111111111111111'],
  ['an Ethereum address for Solana', 'SOL', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['a Bitcoin P2PKH for Solana (25 bytes)', 'SOL', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
]

describe('return addresses the coin can receive (refinance-release-shell §5)', () => {
  it.each(VALID)('accepts %s (%s)', (_name, coin, address, kind) => {
    expect(returnAddressKind(coin, address)).toBe(kind)
    expect(isPossibleReturnAddress(coin, address)).toBe(true)
  })

  it.each(INVALID)('refuses %s (%s)', (_name, coin, address) => {
    expect(returnAddressKind(coin, address)).toBeNull()
    expect(isPossibleReturnAddress(coin, address)).toBe(false)
  })

  it('ignores spaces around an address, as the trimmed field sends it', () => {
    expect(isPossibleReturnAddress('BTC', '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa \n')).toBe(true)
  })

  it('writes the EIP-55 checksum of the published vectors', () => {
    for (const [, coin, address] of VALID) {
      if (coin !== 'ETH' || address.slice(2) === address.slice(2).toUpperCase()) continue
      if (address.slice(2) === address.slice(2).toLowerCase()) continue
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    }
  })
})

const base58check = createBase58check(sha256)
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })

/** Valid mainnet Bitcoin addresses of every kind, built from random keys and programs. */
const bitcoinAddress = fc.oneof(
  bytes(20).map((hash) => base58check.encode(Uint8Array.of(0x00, ...hash))),
  bytes(20).map((hash) => base58check.encode(Uint8Array.of(0x05, ...hash))),
  fc
    .constantFrom(20, 32)
    .chain(bytes)
    .map((program) => bech32.encode('bc', [0, ...bech32.toWords(program)])),
  fc
    .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 2, max: 40 }).chain(bytes))
    .map(([version, program]) => bech32m.encode('bc', [version, ...bech32m.toWords(program)])),
)

/** One character replaced by another one an address could hold. */
const withOneCharacterChanged = (address: string) =>
  fc
    .tuple(
      fc.nat({ max: address.length - 1 }),
      fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    )
    .filter(([index, char]) => address[index] !== char)
    .map(([index, char]) => `${address.slice(0, index)}${char}${address.slice(index + 1)}`)

describe('return address properties', () => {
  it('accepts every well-formed mainnet Bitcoin address', () => {
    fc.assert(
      fc.property(bitcoinAddress, (address) => {
        expect(isPossibleReturnAddress('BTC', address)).toBe(true)
      }),
    )
  })

  it('refuses a Bitcoin address with one character changed (its checksum catches it)', () => {
    fc.assert(
      fc.property(bitcoinAddress.chain(withOneCharacterChanged), (changed) => {
        expect(isPossibleReturnAddress('BTC', changed)).toBe(false)
      }),
    )
  })

  it('refuses an EIP-55 address with the case of one letter flipped', () => {
    const checksummed = bytes(20)
      .map((raw) => toChecksumAddress(Buffer.from(raw).toString('hex')))
      // Flipping the only letter of a case could leave a single-case address, which has no checksum.
      .filter((address) => {
        const letters = address.slice(2).replace(/\d/g, '')
        const upper = letters.replace(/[a-f]/g, '').length
        return upper > 1 && letters.length - upper > 1
      })
    const flipped = checksummed.chain((address) =>
      fc
        .nat({ max: 39 })
        .filter((index) => /[a-fA-F]/.test(address[index + 2] ?? ''))
        .map((index) => {
          const at = index + 2
          const char = address[at] ?? ''
          const other = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
          return `${address.slice(0, at)}${other}${address.slice(at + 1)}`
        }),
    )
    fc.assert(
      fc.property(checksummed, flipped, (valid, changed) => {
        expect(isPossibleReturnAddress('ETH', valid)).toBe(true)
        expect(isPossibleReturnAddress('ETH', changed)).toBe(false)
      }),
    )
  })
})

describe('where the address codecs load', () => {
  it('only the collateral release feature imports them in the app, behind its lazy route', () => {
    const root = inRepository('src')
    const importers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /from '(@\/domain\/return-address|@scure\/base|@noble\/hashes[^']*)'/.test(
          readFileSync(join(root, file), 'utf8'),
        ),
      )
      .filter((file) => file !== join('domain', 'return-address.ts'))
    expect(importers.length).toBeGreaterThan(0)
    for (const file of importers) expect(file).toMatch(/^features[/\\]collateral-release[/\\]/)
    // The route loads its screen lazily, and the screen the feature's page.
    const route = readFileSync(join(root, 'app/routes/collateral-release-route.tsx'), 'utf8')
    expect(route).toMatch(/import\('\.\.\/screens\/collateral-release-screen'\)/)
    expect(route).not.toMatch(/^import [^\n]*(screens|features)\/collateral-release/m)
    const screen = readFileSync(join(root, 'app/screens/collateral-release-screen.tsx'), 'utf8')
    expect(screen).toMatch(
      /lazyRouteComponent\(\s*\(\) => import\('@\/features\/collateral-release\/components\/collateral-release-page'\)/,
    )
    // Statically, the screen takes only the page's reads (for its loader), which hold no codec.
    expect(screen).not.toMatch(
      /^import [^\n]*@\/features\/collateral-release\/(?!collateral-release-reads')/m,
    )
    const reads = readFileSync(
      join(root, 'features/collateral-release/collateral-release-reads.ts'),
      'utf8',
    )
    expect(reads).not.toMatch(/^import [^\n]*(return-address|@scure|@noble|components\/)/m)
  })
})
