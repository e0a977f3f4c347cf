import type { RateRow } from '@contract/pricing'
import type { CryptoValue } from '@contract/reference'
import { useState } from 'react'
import { formatUsd } from '@/domain/format'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { LearnMoreModal } from './learn-more-modal'
import { RateTable } from './rate-table'
import { RetryBanner } from './retry-banner'

export interface RatesCardProps {
  rates: {
    rows: readonly RateRow[] | undefined
    activeIndex: number
    loading: boolean
    failed: boolean
    retry: () => void
  }
  coinType: string
  price?: CryptoValue | undefined
}

/** The rate table for the collateral, with the Learn more modal beside its heading. */
export function RatesCard({ rates, coinType, price }: RatesCardProps) {
  const [learnMoreOpen, setLearnMoreOpen] = useState(false)
  return (
    <Card className="offer-rates-card" aria-labelledby="offer-rates-heading">
      <div className="offer-section-header">
        <h2 id="offer-rates-heading" className="offer-section-title">
          Rates for your collateral
        </h2>
        <Button variant="link" onClick={() => setLearnMoreOpen(true)}>
          Learn more
        </Button>
      </div>
      {rates.failed ? (
        <RetryBanner onRetry={rates.retry}>
          We couldn't load the rates. Your entries are kept.
        </RetryBanner>
      ) : (
        <RateTable
          rows={rates.rows}
          coinType={coinType}
          activeIndex={rates.activeIndex}
          loading={rates.loading}
        />
      )}
      {price ? (
        <p className="offer-muted offer-price">
          One {coinType} is about {formatUsd(price.valueOfOne)} at current market prices.
        </p>
      ) : null}
      <LearnMoreModal open={learnMoreOpen} onClose={() => setLearnMoreOpen(false)} />
    </Card>
  )
}
