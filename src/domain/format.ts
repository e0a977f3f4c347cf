/**
 * Display formats fixed by the specification: money in USD with 0 to 2 decimals, percent with
 * 1 to 3 decimals, coin quantities to 4 decimals (6 on the collateral posting step).
 */

import { enUsDigits, enUsDollars } from './en-us-digits'

/** Dollars always with cents, as a disclosure states them ('$5,001.00'). */
export const usdCents = {
  format: (value: number): string =>
    enUsDollars(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}

const WHOLE_DOLLARS = { minimumFractionDigits: 0, maximumFractionDigits: 0 }

/**
 * Money in US dollars. Whole amounts show no cents ('$5,001'); other amounts show two
 * decimals ('$412.07') so a price never reads as '$412.1'.
 */
export function formatUsd(value: number, options: { cents?: 'auto' | 'never' } = {}): string {
  const cents = options.cents ?? 'auto'
  if (cents === 'never') return enUsDollars(Math.round(value), WHOLE_DOLLARS)
  const rounded = Math.round(value * 100) / 100
  return Number.isInteger(rounded) ? enUsDollars(rounded, WHOLE_DOLLARS) : usdCents.format(rounded)
}

/**
 * The one percent format (core-journey §9: "percent 1 to 3 decimals"), for a figure in percent
 * units: at least one decimal and at most three, trailing zeros trimmed down to the first, half
 * rounded away from zero. So 8.91 -> '8.91%', 11.5 -> '11.5%', 0.85 -> '0.85%', 12.6384 ->
 * '12.638%'. "At least one" holds for whole numbers too: 50 -> '50.0%', 1 -> '1.0%', so every
 * rate, fee and LTV on a page reads alike.
 */
export function formatPercent(value: number): string {
  // Strip binary noise (57.99999999999999) before rounding, so it cannot tip a half.
  // A figure that rounds to zero reads '0.0%', never '-0.0%'.
  return `${enUsDigits(Number(value.toPrecision(15)), { minimumFractionDigits: 1, maximumFractionDigits: 3 })}%`
}

/** A loan-to-value fraction (as the API holds it) in the same percent format: 0.5 -> '50.0%'. */
export function formatLtv(fraction: number): string {
  return formatPercent(fraction * 100)
}

export type CoinRounding = 'nearest' | 'up'

/**
 * A coin quantity to a fixed number of decimals (4 by default, 6 on the collateral posting
 * step). Minimums round up so that pledging the shown quantity is always enough.
 */
export function formatCoinQuantity(
  quantity: number,
  options: { decimals?: number; rounding?: CoinRounding } = {},
): string {
  const decimals = options.decimals ?? 4
  const factor = 10 ** decimals
  // The epsilon keeps 0.1 * 10^4 = 1000.0000000000001 from rounding up to 0.1001.
  const scaled = quantity * factor
  const rounded =
    options.rounding === 'up' ? Math.ceil(scaled - 1e-7) / factor : Math.round(scaled) / factor
  return enUsDigits(rounded, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}

/** '0.1234 BTC' */
export function formatCoin(
  quantity: number,
  type: string,
  options: { decimals?: number; rounding?: CoinRounding } = {},
): string {
  return `${formatCoinQuantity(quantity, options)} ${type}`
}

function nationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return digits
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return null
}

/**
 * A North American number in its familiar form, whether written '+1 800 555 0199',
 * '1-800-555-0199' or '8005550199'. Anything else is shown as given.
 */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone)
  if (!digits) return phone.trim()
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** A tel: link target: E.164 for North American numbers, the digits otherwise. */
export function phoneHref(phone: string): string {
  const digits = nationalDigits(phone)
  if (digits) return `tel:+1${digits}`
  const plus = phone.trim().startsWith('+') ? '+' : ''
  return `tel:${plus}${phone.replace(/\D/g, '')}`
}

/** An amount as typed into a field: grouped, up to three decimals, no sign of currency. */
export function formatTypedAmount(value: number): string {
  return enUsDigits(value, { minimumFractionDigits: 0, maximumFractionDigits: 3 })
}
