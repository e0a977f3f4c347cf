import type { CoinType } from '@contract/common'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { bech32 } from '@scure/base'
import { toChecksumAddress } from '@/domain/return-address'

/**
 * The custodian's deposit address for an application: derived from the application's id, so a
 * scenario replays to the same address every time, and valid for its coin (a wallet or a QR
 * reader accepts it). Nothing is ever sent to it: the simulated world has no chain.
 */
export function depositAddressFor(appUuid: string, coin: CoinType): string {
  const program = sha256(utf8ToBytes(`deposit:${coin}:${appUuid}`)).slice(0, 20)
  if (coin === 'BTC') {
    // A native segwit (P2WPKH) address: witness version 0 and a 20-byte program, bech32.
    return bech32.encode('bc', [0, ...bech32.toWords(program)])
  }
  // ETH (and the simulation's stand-in for any other coin): 20 bytes, EIP-55 mixed case.
  return toChecksumAddress(bytesToHex(program))
}
