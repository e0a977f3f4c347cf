import { formatLtv, formatPercent, formatUsd } from '@/domain/format'
import type { LoanPosition } from '@/domain/loan-health/position'
import { priceLevels } from '@/domain/loan-health/price-levels'
import { roundDownTo } from '@/domain/pricing/rounding'
import { thresholdNames } from '../health-words'

/** The coin price at which the loan reaches each line, and how far below the price it is. */
export function PriceLevelsList({
  position,
  coin,
  from = 'today',
}: {
  position: LoanPosition
  coin: string
  /** What the position's price is: today's, or the price an offer was made at. */
  from?: 'today' | 'offer'
}) {
  return (
    <dl className="loan-health__levels">
      {priceLevels(position).map((level) => (
        <div key={level.kind} className="loan-health__level" data-kind={level.kind}>
          <dt>
            <span className="loan-health__name">{thresholdNames[level.kind]}</span>
            <span className="loan-health__distance tabular">{formatLtv(level.ltv)} LTV</span>
          </dt>
          <dd>
            <span className="loan-health__price tabular">
              {coin} at {formatUsd(level.price, { cents: 'never' })}
            </span>
            <span className="loan-health__distance tabular">
              {level.fallPercent > 0
                ? `${formatPercent(roundDownTo(level.fallPercent, 1))} below ${from === 'today' ? 'today' : 'that price'}`
                : `Reached at ${from === 'today' ? 'today’s price' : 'that price'}`}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
