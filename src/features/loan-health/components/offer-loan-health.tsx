import type { Offer } from '@/api/contract/pricing'
import { formatUsd } from '@/domain/format'
import { positionFromOffer } from '@/domain/loan-health/position'
import { PriceLevelsList } from './price-levels-list'
import { PriceStressControl } from './price-stress-control'
import './loan-health.css'

/**
 * For an offer: the coin price at which the loan would reach each line, and a control to try a
 * price change. Shown beside the terms before the borrower signs.
 */
export function OfferLoanHealth({ offer, stress = true }: { offer: Offer; stress?: boolean }) {
  const position = positionFromOffer(offer)
  if (!position) return null
  const coin = offer.collateral.type
  return (
    <section className="loan-health" aria-labelledby={`loan-health-${offer.uuid}`}>
      <h3 id={`loan-health-${offer.uuid}`} className="loan-health__title">
        If the {coin} price falls
      </h3>
      <p className="loan-health__lead">
        Today’s price: {formatUsd(position.price)}. This loan would reach each line at:
      </p>
      <PriceLevelsList position={position} coin={coin} />
      {stress ? <PriceStressControl key={offer.uuid} position={position} coin={coin} /> : null}
    </section>
  )
}
