import type { Offer } from '@contract/pricing'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { Skeleton } from '@/ui/loader'
import { TermRow } from '@/ui/term-row'

export type TermsState =
  | { kind: 'empty'; incomplete?: boolean }
  | { kind: 'loading' }
  | { kind: 'no-offer' }
  | { kind: 'offer'; offer: Offer; updating: boolean }

function TermsRow({ label, value }: { label: string; value: string }) {
  return <TermRow className="offer-terms__row" label={label} value={value} />
}

const termLabels = [
  'Loan amount',
  'Term',
  'Interest rate / APR',
  'Monthly payment',
  'Loan-to-value (LTV)',
  'Estimated minimum collateral',
]

/** The terms of the offer: what the borrower gets, pays and pledges. */
export function TermsPanel({ state, renewal = false }: { state: TermsState; renewal?: boolean }) {
  if (state.kind === 'empty') {
    return state.incomplete ? (
      <p className="offer-muted">Check the highlighted fields above to see your offer.</p>
    ) : (
      <p className="offer-muted">
        Enter your collateral and the cash you'd like to borrow to see your offer.
      </p>
    )
  }
  if (state.kind === 'loading') {
    return (
      <div role="status">
        <span className="visually-hidden">Loading your offer…</span>
        <div aria-hidden="true">
          <dl className="offer-terms">
            {termLabels.map((label) => (
              <div key={label} className="offer-terms__row">
                <dt>{label}</dt>
                <dd>
                  <Skeleton width="6rem" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    )
  }
  if (state.kind === 'no-offer') {
    return <p className="offer-muted">No offer is available for this combination yet.</p>
  }
  const { offer, updating } = state
  return (
    <dl
      className="offer-terms"
      aria-busy={updating || undefined}
      data-updating={updating || undefined}
    >
      <TermsRow label="Loan amount" value={formatUsd(offer.amount)} />
      <TermsRow label="Term" value={`${offer.term} months`} />
      <TermsRow
        label="Interest rate / APR"
        value={`${formatPercent(offer.interestRate)} / ${formatPercent(offer.annualPercentageRate)} APR`}
      />
      <TermsRow label="Monthly payment" value={formatUsd(offer.estimatedMonthlyPayment)} />
      {renewal ? (
        <>
          <TermsRow
            label="Collateral after top-up"
            value={formatCoin(offer.collateralUnits, offer.collateral.type)}
          />
          <TermsRow
            label="LTV after top-up"
            value={formatLtv(offer.postTopUpLoanToValue ?? offer.ltv)}
          />
        </>
      ) : (
        <TermsRow label="Loan-to-value (LTV)" value={formatLtv(offer.ltv)} />
      )}
      <TermsRow
        label="Estimated minimum collateral"
        value={formatCoin(offer.minCollateralUnits, offer.collateral.type, { rounding: 'up' })}
      />
    </dl>
  )
}
