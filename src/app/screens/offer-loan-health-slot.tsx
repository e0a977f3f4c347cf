import type { Offer } from '@contract/pricing'
import { lazy, Suspense, useEffect } from 'react'

type OfferLoanHealthModule = typeof import('@/features/loan-health/components/offer-loan-health')

// Not part of a page's first load: it appears only once there is an offer.
let loaded: OfferLoanHealthModule | null = null
const loadOfferLoanHealth = () =>
  import('@/features/loan-health/components/offer-loan-health').then((module) => {
    loaded = module
    return module
  })
const LazyOfferLoanHealth = lazy(() =>
  loadOfferLoanHealth().then((module) => ({ default: module.OfferLoanHealth })),
)

/** Loads the figures' code ahead of the first offer; a failed load is left to the lazy one. */
export function preloadOfferLoanHealth(): Promise<unknown> {
  return loadOfferLoanHealth().catch(() => undefined)
}

/** The loan-health figures under an offer's terms, for the offer builder in either mode. */
export function offerLoanHealth(offer: Offer) {
  // Once loaded, rendered as is: a lazy component suspends once more, and React holds a
  // revealed boundary back for 300 ms, so the figures would trail the terms they belong to.
  if (loaded) return <loaded.OfferLoanHealth offer={offer} />
  return (
    <Suspense fallback={null}>
      <LazyOfferLoanHealth offer={offer} />
    </Suspense>
  )
}

/**
 * Fetches the figures' code before the first offer, so that it is there with it: at once when an
 * offer is on its way already (a renewal, a restored entry), else when the borrower first types
 * or picks on the page.
 */
export function usePreloadedOfferLoanHealth({ atOnce }: { atOnce: boolean }): void {
  useEffect(() => {
    const preload = () => void preloadOfferLoanHealth()
    if (atOnce) {
      preload()
      return
    }
    document.addEventListener('input', preload, { once: true, capture: true })
    return () => document.removeEventListener('input', preload, { capture: true })
  }, [atOnce])
}
