import { lazy, Suspense } from 'react'
import type { Offer } from '@/api/contract/pricing'

// Not part of a page's first load: it appears only once there is an offer.
const OfferLoanHealth = lazy(() =>
  import('@/features/loan-health/components/offer-loan-health').then((module) => ({
    default: module.OfferLoanHealth,
  })),
)

/** The loan-health figures under an offer's terms, for the offer builder in either mode. */
export function offerLoanHealth(offer: Offer) {
  return (
    <Suspense fallback={null}>
      <OfferLoanHealth offer={offer} />
    </Suspense>
  )
}
