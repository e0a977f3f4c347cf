import { formatLtv, formatPercent, formatUsd } from '@/domain/format'
import type { LoanPosition } from '@/domain/loan-health/position'
import { priceLevels } from '@/domain/loan-health/price-levels'
import { roundDownTo } from '@/domain/pricing/rounding'
import { thresholdNames } from '../health-words'

/** The coin price at which the loan reaches each line, and how far below today's price it is. */
export function PriceLevelsList({ position, coin }: { position: LoanPosition; coin: string }) {
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
                ? `${formatPercent(roundDownTo(level.fallPercent, 1))} below today`
                : 'Reached at today’s price'}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
