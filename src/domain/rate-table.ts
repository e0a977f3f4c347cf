import type { RateRow } from '../api/contract/pricing'

/**
 * The rate row that applies to the cash asked for: the one whose loan amount range holds it.
 * When none does (the amount is out of every range), the row of the offer's LTV is used.
 */
export function applicableRateIndex(
  rows: readonly RateRow[],
  cashToBorrow: number | null,
  offerLtv?: number,
): number {
  if (cashToBorrow !== null) {
    const byAmount = rows.findIndex(
      (row) =>
        row.maxAmountUsd > 0 &&
        cashToBorrow >= row.minAmountUsd &&
        cashToBorrow <= row.maxAmountUsd,
    )
    if (byAmount >= 0) return byAmount
  }
  if (offerLtv !== undefined) {
    return rows.findIndex((row) => offerLtv > row.minLtv && offerLtv <= row.maxLtv)
  }
  return -1
}
