import { useState } from 'react'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import type { LoanPosition } from '@/domain/loan-health/position'
import { PRICE_CHANGE_RANGE, priceStress } from '@/domain/loan-health/price-stress'
import { LIQUIDATION_FEE_PERCENT, MARGIN_CURE_HOURS } from '@/domain/pricing/rate-tiers'
import { roundUpTo } from '@/domain/pricing/rounding'
import { Slider } from '@/ui/slider'
import { formatHealthLtv, lineNames, zoneNames } from '../health-words'
import { LtvMeter } from './ltv-meter'

const signed = (percent: number) => (percent > 0 ? `+${percent}%` : `${percent}%`)

/** "What if the price moves": drag a price change and see the LTV, the line and the cure. */
export function PriceStressControl({ position, coin }: { position: LoanPosition; coin: string }) {
  const [change, setChange] = useState(0)
  const stress = priceStress(position, change)
  const stressed = { ...position, price: stress.price }
  const { health, cure } = stress
  return (
    <div className="loan-health__stress">
      <Slider
        label={`What if the ${coin} price changes`}
        min={PRICE_CHANGE_RANGE.min}
        max={PRICE_CHANGE_RANGE.max}
        step={PRICE_CHANGE_RANGE.step}
        value={change}
        onChange={setChange}
        formatValue={signed}
      />
      <LtvMeter position={stressed} />
      <div className="loan-health__outcome" data-zone={health.zone}>
        <p>
          At {formatUsd(stress.price, { cents: 'never' })} the LTV would be{' '}
          <strong className="tabular">{formatHealthLtv(health.ltv)}</strong>:{' '}
          {zoneNames[health.zone]}.
        </p>
        {health.zone === 'marginCall' && cure ? (
          <p>
            A margin call must be cured within {MARGIN_CURE_HOURS} hours. At this price, adding{' '}
            <strong className="tabular">
              {formatCoin(cure.coinsToAdd, coin, { rounding: 'up' })}
            </strong>
            , or repaying{' '}
            <strong className="tabular">{formatUsd(roundUpTo(cure.usdToRepay, 2))}</strong>, would
            bring the LTV back to {formatLtv(cure.targetLtv)}.
          </p>
        ) : null}
        {health.zone === 'liquidation' && stress.liquidationFeeAtMost !== null ? (
          <p>
            The loan would reach liquidation. The liquidation processing fee is{' '}
            {formatPercent(LIQUIDATION_FEE_PERCENT)}: at most{' '}
            <strong className="tabular">
              {formatUsd(roundUpTo(stress.liquidationFeeAtMost, 2))}
            </strong>{' '}
            at this price.
          </p>
        ) : null}
        {health.courtesyNoticeFor ? (
          <p>
            This is within 5 points of the {lineNames[health.courtesyNoticeFor]} line, where a
            courtesy notice is sent.
          </p>
        ) : null}
        {health.rebalancing ? <p>Below 35% LTV the loan can be rebalanced.</p> : null}
      </div>
    </div>
  )
}
