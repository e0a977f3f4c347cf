import type { Offer } from '@contract/pricing'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { TermRow } from '@/ui/term-row'

function Row({ label, value }: { label: string; value: string }) {
  return <TermRow className="refi-terms__row" label={label} value={value} />
}

/**
 * The terms-of-offer summary (refinance-release-shell §2): loan amount, term, rate and APR,
 * monthly payment, LTV, estimated minimum collateral.
 */
export function TermsSummary({ offer }: { offer: Offer | null }) {
  if (!offer) return <p className="refi-muted">Choose a rate to see the terms of its offer.</p>
  return (
    <section aria-labelledby="refi-terms-heading">
      <h3 id="refi-terms-heading" className="refi-terms__title">
        Terms of offer
      </h3>
      <dl className="refi-terms">
        <Row label="Loan amount" value={formatUsd(offer.amount)} />
        <Row label="Term" value={`${offer.term} months`} />
        <Row
          label="Rate / APR"
          value={`${formatPercent(offer.interestRate)} / ${formatPercent(offer.annualPercentageRate)} APR`}
        />
        <Row label="Monthly payment" value={formatUsd(offer.estimatedMonthlyPayment)} />
        <Row label="LTV" value={formatLtv(offer.postTopUpLoanToValue ?? offer.ltv)} />
        <Row
          label="Estimated minimum collateral"
          value={formatCoin(offer.minCollateralUnits, offer.collateral.type, { rounding: 'up' })}
        />
      </dl>
    </section>
  )
}
