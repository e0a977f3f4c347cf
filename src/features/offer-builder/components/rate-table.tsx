import type { RateRow } from '@contract/pricing'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { Skeleton } from '@/ui/loader'

function ltvBand(row: RateRow): string {
  return row.minLtv <= 0
    ? `Up to ${formatLtv(row.maxLtv)}`
    : `${formatLtv(row.minLtv)} – ${formatLtv(row.maxLtv)}`
}

function amountRange(row: RateRow): string {
  if (row.maxAmountUsd <= 0 || row.maxAmountUsd < row.minAmountUsd) return '—'
  return `${formatUsd(row.minAmountUsd, { cents: 'never' })} – ${formatUsd(row.maxAmountUsd, { cents: 'never' })}`
}

export interface RateTableProps {
  rows: readonly RateRow[] | undefined
  coinType: string
  /** Index of the row that applies to the current inputs, or -1. */
  activeIndex: number
  loading: boolean
}

/** Rates by loan-to-value band for the collateral pledged, the one that applies marked. */
export function RateTable({ rows, coinType, activeIndex, loading }: RateTableProps) {
  if (!rows) {
    return loading ? (
      <div className="offer-rates__skeleton" role="status">
        <span className="visually-hidden">Loading rates…</span>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    ) : (
      <p className="offer-muted">
        Enter your collateral amount to see the loan amounts at each rate.
      </p>
    )
  }
  if (rows.length === 0) {
    return <p className="offer-muted">No rates are available for this collateral right now.</p>
  }
  return (
    // A narrow screen scrolls the table sideways; as a focusable region it scrolls by keyboard too.
    <section
      className="offer-rates__scroll"
      aria-label={`Rates for ${coinType} collateral`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="offer-rates" aria-busy={loading || undefined}>
        <caption className="visually-hidden">
          Rates by loan-to-value for {coinType} collateral
        </caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">LTV</th>
            <th scope="col">Loan amount</th>
            <th scope="col">Additional {coinType} needed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const active = index === activeIndex
            return (
              <tr
                key={`${row.rate}-${row.maxLtv}`}
                className={active ? 'offer-rates__row--active' : undefined}
                aria-current={active ? 'true' : undefined}
              >
                <td data-label="Rate">
                  <span className="offer-rates__rate">{formatPercent(row.rate)}</span>
                  {active ? <span className="offer-rates__badge">Your rate</span> : null}
                </td>
                <td data-label="LTV">{ltvBand(row)}</td>
                <td data-label="Loan amount" className="tabular">
                  {amountRange(row)}
                </td>
                <td data-label={`Additional ${coinType} needed`} className="tabular">
                  {row.additionalCoinQuantityNeeded > 0
                    ? `+${formatCoin(row.additionalCoinQuantityNeeded, coinType, { rounding: 'up' })}`
                    : 'None'}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
