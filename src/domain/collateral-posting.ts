import type { Collateral } from '@contract/collateral'
import type { CoinType } from '@contract/common'

/**
 * Rules of the collateral posting step (core-journey §5, §8, §9), free of React.
 */

/** While the deposit address is missing it is asked for again every 2 s. */
export const DEPOSIT_ADDRESS_POLL_MS = 2_000

/** The posting step asks for the collateral again every 2 s until the deposit address opens. */
export function depositAddressPoll(collateral: Collateral): number | false {
  return collateral.wallet?.depositAddress ? false : DEPOSIT_ADDRESS_POLL_MS
}
/** No address this long after the collateral data loads is reported as an error. */
export const DEPOSIT_ADDRESS_TIMEOUT_MS = 5_000
/** An opt-in this old with nothing received shows the not-found message. */
export const OPT_IN_NOT_FOUND_MS = 24 * 60 * 60 * 1_000

/** Coin amounts on this step carry 6 decimals. */
export const COLLATERAL_STEP_DECIMALS = 6

export const COLLATERAL_MESSAGES = {
  required: 'Required',
  notFound: (phone: string) =>
    `Verify that the collateral was sent to the wallet address provided. If it was, contact support at ${phone}.`,
} as const

/** Whether to say the collateral was not found: opted in over 24 h ago and nothing arrived. */
export function collateralNotFound(
  optInTime: string | null | undefined,
  receivedCoinQuantity: number,
  now: number,
): boolean {
  if (!optInTime || receivedCoinQuantity > 0) return false
  const optedIn = Date.parse(optInTime)
  return Number.isFinite(optedIn) && now - optedIn > OPT_IN_NOT_FOUND_MS
}

/**
 * What the QR code carries. BTC: a BIP-21 payment URI with the amount, which every Bitcoin
 * wallet reads. ETH: the plain address. EIP-681 (`ethereum:ADDR?value=...`) would carry the
 * amount in wei, but wallets read its value field unevenly (some ignore it, some misread the
 * exponent form), and a wrong amount pre-filled is worse than none; the amount is shown beside
 * the code instead.
 */
export function paymentUri(coin: CoinType, address: string, coinQuantity: number): string {
  if (coin === 'BTC' && coinQuantity > 0) {
    const amount = coinQuantity.toFixed(8).replace(/\.?0+$/, '')
    return `bitcoin:${address}?amount=${amount}`
  }
  return address
}
