import type { Offer } from '../../../api/contract/pricing'
import { formatPercent, formatUsd } from '../../../domain/format'
import { ORIGINATION_FEE_PERCENT } from '../../../domain/loan-terms'

export function OfferFootnotes({
  offer,
  international,
}: {
  offer: Offer | undefined
  international: boolean
}) {
  const fee = offer
    ? `${formatPercent(offer.originationFee, { min: 0, max: 2 })} (${formatUsd(offer.originationFeeAmount)})`
    : `${formatPercent(international ? ORIGINATION_FEE_PERCENT.international : ORIGINATION_FEE_PERCENT.domestic, { min: 0, max: 2 })}`
  return (
    <section className="offer-footnotes" aria-label="Important information">
      <ol>
        <li>
          The loan amount includes an origination fee of {fee}. The fee is capitalized: it is added
          to your loan balance, so the cash you receive is the full amount you asked for.
        </li>
        <li>
          The annual percentage rate (APR) is the yearly cost of your loan, including interest and
          the origination fee, expressed as a percentage.
        </li>
        <li>
          Rates and terms are subject to change until your loan agreement is signed. Collateral
          amounts are estimates based on current market prices.
        </li>
      </ol>
    </section>
  )
}
