import type { Offer } from '@contract/pricing'
import { formatPercent, formatUsd } from '@/domain/format'

export function OfferFootnotes({ offer }: { offer: Offer | undefined }) {
  return (
    <section className="offer-footnotes" aria-label="Important information">
      <ol>
        <li>
          <FeeNote offer={offer} />
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

// The fee depends on the residence (none in some states, a dollar floor in others), so only
// the offer itself can say what it is.
function FeeNote({ offer }: { offer: Offer | undefined }) {
  if (offer && offer.originationFeeAmount === 0) {
    return <>No origination fee applies to this offer: the loan amount is the cash you receive.</>
  }
  const fee = offer
    ? `of ${formatPercent(offer.originationFee)} (${formatUsd(offer.originationFeeAmount)})`
    : 'set by where you live'
  return (
    <>
      The loan amount includes an origination fee {fee}. The fee is capitalized: it is added to your
      loan balance, so the cash you receive is the full amount you asked for.
    </>
  )
}
