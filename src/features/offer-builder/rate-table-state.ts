import type { RateRow } from '@contract/pricing'

/** The reading of a builder's rate rows (its useQuery). */
interface RatesReading {
  data: readonly RateRow[] | undefined
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * The rate table of a builder (new loan or renewal): rows only while something is asked, loading
 * while they are read or the typing has not settled, failed only for a request asked.
 */
export function rateTableState(
  rates: RatesReading,
  {
    asked,
    settling,
    activeIndexIn,
  }: {
    asked: boolean
    settling: boolean
    /** The row the current offer stands on, -1 for none. */
    activeIndexIn: (rows: readonly RateRow[]) => number
  },
) {
  const rows = asked ? rates.data : undefined
  return {
    rows,
    activeIndex: rows ? activeIndexIn(rows) : -1,
    loading: rates.isFetching || (asked && settling),
    failed: rates.isError && asked,
    retry: () => void rates.refetch(),
  }
}
