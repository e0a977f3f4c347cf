/**
 * Numbers written the way Intl.NumberFormat('en-US') writes them, without Intl: a page's first
 * Intl formatter makes the browser load its locale data, about 25 ms of a phone's main thread
 * in one piece (over 100 ms at Lighthouse's fourfold CPU slowdown) before a landing page's first
 * figure shows. The app writes only en-US digits, so the rules are few and written out here.
 */

export interface DigitsOptions {
  /** Decimals always written, zeros included. */
  minimumFractionDigits: number
  /** Decimals written at most; trailing zeros beyond the minimum are trimmed. */
  maximumFractionDigits: number
}

/**
 * `value` with its thousands grouped by commas and between the minimum and maximum decimals,
 * rounded half away from zero on its shortest decimal form (what `String(value)` writes), as
 * Intl does: 9.1235 -> '9.124' to three decimals, where toFixed, working on the binary value
 * 9.12349999..., would write '9.123'. A value that rounds to zero reads without a minus sign.
 */
export function enUsDigits(value: number, options: DigitsOptions): string {
  if (!Number.isFinite(value)) return String(value)
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options
  const [whole, fraction] = roundedDecimal(plainDecimal(Math.abs(value)), max)
  let decimals = fraction.padEnd(min, '0')
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const negative = value < 0 && /[1-9]/.test(whole + fraction)
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
}

/** A non-negative finite number's shortest decimal form, without an exponent: 1e-7 -> '0.0000001'. */
function plainDecimal(value: number): string {
  const [mantissa = '0', exponentText] = String(value).split('e')
  if (exponentText === undefined) return mantissa
  const exponent = Number(exponentText)
  const [head = '0', tail = ''] = mantissa.split('.')
  const digits = head + tail
  const point = head.length + exponent
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/** A decimal string rounded half up to `decimals` places: its whole part and its decimals. */
function roundedDecimal(decimal: string, decimals: number): [string, string] {
  const [whole = '0', fraction = ''] = decimal.split('.')
  if (fraction.length <= decimals) return [whole, fraction]
  const kept = whole + fraction.slice(0, decimals)
  const roundUp = fraction.charCodeAt(decimals) >= '5'.charCodeAt(0)
  const digits = roundUp ? incremented(kept) : kept
  const wholeLength = digits.length - decimals
  return [digits.slice(0, wholeLength), digits.slice(wholeLength)]
}

/** A string of digits plus one: '0999' -> '1000', '999' -> '1000'. */
function incremented(digits: string): string {
  let carry = 1
  let result = ''
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry
    result = String(sum % 10) + result
    carry = sum >= 10 ? 1 : 0
  }
  return carry ? `1${result}` : result
}

/** US dollars: '$5,001', '$412.07', '-$20.00'. */
export function enUsDollars(value: number, options: DigitsOptions): string {
  const digits = enUsDigits(value, options)
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`
}
