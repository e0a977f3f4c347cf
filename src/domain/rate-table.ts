import type { RateRow } from '@contract/pricing'

/**
 * The rate row that applies: the one whose LTV band holds the offer's LTV when there is an
 * offer (amount ranges of the bands may overlap); before an offer, the first row whose loan
 * amount range holds the cash asked for.
 */
export function applicableRateIndex(
  rows: readonly RateRow[],
  cashToBorrow: number | null,
  offerLtv?: number,
): number {
  if (offerLtv !== undefined) {
    const byLtv = rows.findIndex((row) => offerLtv > row.minLtv && offerLtv <= row.maxLtv)
    if (byLtv >= 0) return byLtv
  }
  if (cashToBorrow !== null) {
    const byAmount = rows.findIndex(
      (row) =>
        row.maxAmountUsd > 0 &&
        cashToBorrow >= row.minAmountUsd &&
        cashToBorrow <= row.maxAmountUsd,
    )
    if (byAmount >= 0) return byAmount
  }
  return -1
}
