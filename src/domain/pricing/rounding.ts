/**
 * Rounding used by the pricing rules. Money is held to cents; quantities of coin are rounded
 * up where rounding down would leave the borrower short of a requirement.
 */

// Binary floating point turns 0.685 into 0.68499999...; nudging by a tiny epsilon keeps
// half-cent results rounding the way a person checking the figure by hand expects.
const NUDGE = 1e-9

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor + Math.sign(value) * NUDGE) / factor
}

export function roundToCents(value: number): number {
  return roundTo(value, 2)
}

/** Rounds up, ignoring float noise such as 685.0000000001 that would otherwise add a unit. */
export function roundUpTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.ceil(value * factor - NUDGE) / factor
}

/** Rounds down, ignoring float noise such as 684.9999999999. */
export function roundDownTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.floor(value * factor + NUDGE) / factor
}
