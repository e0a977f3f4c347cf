import type { CSSProperties } from 'react'
import { formatLtv } from '@/domain/format'
import { type HealthZone, loanHealth } from '@/domain/loan-health/health-zone'
import type { LoanPosition } from '@/domain/loan-health/position'
import { priceLevels } from '@/domain/loan-health/price-levels'
import { formatHealthLtv, thresholdNames, zoneNames } from '../health-words'

// The meter runs from 0 to 100 % LTV; a loan above 100 % sits at the end.
const toScale = (ltv: number) => `${Math.min(Math.max(ltv, 0), 1) * 100}%`

/**
 * The loan's LTV on a bar marked with its warning, margin-call and liquidation lines. Colour is
 * never the only signal: the zone is written beside it and read out as the meter's label.
 */
export function LtvMeter({ position }: { position: LoanPosition }) {
  const health = loanHealth(position)
  const levels = priceLevels(position)
  const zone: HealthZone = health.zone
  const summary = `LTV ${formatHealthLtv(health.ltv)}: ${zoneNames[zone]}`
  return (
    <figure className="ltv-meter" data-zone={zone}>
      <div
        className="ltv-meter__bar"
        role="img"
        aria-label={`${summary}. ${levels
          .map((level) => `${thresholdNames[level.kind]} at ${formatLtv(level.ltv)}`)
          .join(', ')}.`}
        style={
          {
            '--warning': toScale(position.thresholds.warningLtv),
            '--margin-call': toScale(position.thresholds.marginCallLtv),
            '--liquidation': toScale(position.thresholds.liquidationLtv),
          } as CSSProperties
        }
      >
        <span className="ltv-meter__fill" style={{ width: toScale(health.ltv) }} />
        {levels.map((level) => (
          <span
            key={level.kind}
            className="ltv-meter__line"
            data-kind={level.kind}
            style={{ left: toScale(level.ltv) }}
          />
        ))}
      </div>
      <figcaption className="ltv-meter__caption">
        <strong className="tabular">{formatHealthLtv(health.ltv)}</strong>{' '}
        <span>{zoneNames[zone]}</span>
      </figcaption>
    </figure>
  )
}
