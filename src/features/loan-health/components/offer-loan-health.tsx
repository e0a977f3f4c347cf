import type { Offer } from '@contract/pricing'
import { formatUsd } from '@/domain/format'
import { positionFromOffer } from '@/domain/loan-health/position'
import { Card } from '@/ui/card'
import { PriceLevelsList } from './price-levels-list'
import { PriceStressControl } from './price-stress-control'
import './loan-health.css'

/**
 * For an offer: the coin price at which the loan would reach each line, and a control to try a
 * price change. Shown beside the terms before the borrower signs.
 */
export function OfferLoanHealth({
  offer,
  from = 'today',
}: {
  offer: Offer
  /**
   * 'today' in the offer builder, where offers follow the live price; 'offer' for an offer
   * chosen earlier, whose price may since have moved.
   */
  from?: 'today' | 'offer'
}) {
  const position = positionFromOffer(offer)
  if (!position) return null
  const coin = offer.collateral.type
  const Heading = from === 'today' ? 'h3' : 'h2'
  return (
    <section className="loan-health" aria-labelledby={`loan-health-${offer.uuid}`}>
      <Heading id={`loan-health-${offer.uuid}`} className="loan-health__title">
        If the {coin} price falls
      </Heading>
      <p className="loan-health__lead">
        {from === 'today' ? 'Today’s price' : 'The price when this offer was made'}:{' '}
        {formatUsd(position.price)}. This loan would reach each line at:
      </p>
      <PriceLevelsList position={position} coin={coin} from={from} />
      <PriceStressControl key={offer.uuid} position={position} coin={coin} />
    </section>
  )
}

/** The same figures in a card of their own, beside the agreements of the offer being signed. */
export function OfferLoanHealthCard({ offer }: { offer: Offer }) {
  if (!positionFromOffer(offer)) return null
  return (
    <Card as="div" className="loan-health-card">
      <OfferLoanHealth offer={offer} from="offer" />
    </Card>
  )
}
