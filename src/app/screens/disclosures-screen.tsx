import { getRouteApi, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import type { AfterSigning } from '@/domain/agreements'
import { DisclosuresPage } from '@/features/agreements/components/disclosures-page'

const route = getRouteApi('/$appUuid/disclosures')

const OfferLoanHealthCard = lazy(() =>
  import('@/features/loan-health/components/offer-loan-health').then((module) => ({
    default: module.OfferLoanHealthCard,
  })),
)

/** Where the borrower goes once every document is signed (core-journey §2). */
const afterSigningTargets = {
  collateral: '/$appUuid/collateral',
  complete: '/$appUuid/complete',
  'next-steps': '/$appUuid/next-steps',
} as const satisfies Record<AfterSigning, `/$appUuid/${string}`>

export function DisclosuresScreen() {
  const { appUuid } = route.useParams()
  const navigate = route.useNavigate()
  const router = useRouter()

  const toChecklist = useCallback(
    () => void navigate({ to: '/$appUuid/next-steps', params: { appUuid } }),
    [navigate, appUuid],
  )
  const toNextStep = useCallback(
    () => void navigate({ to: '/$appUuid', params: { appUuid }, replace: true }),
    [navigate, appUuid],
  )

  return (
    <DisclosuresPage
      key={appUuid}
      appUuid={appUuid}
      onSigned={(next) => {
        const target = afterSigningTargets[next]
        // A step this version has no screen for yet is found by the next-step routing instead.
        if (!Object.hasOwn(router.routesByPath, target)) return toNextStep()
        void navigate({ to: target as '/$appUuid/next-steps', params: { appUuid }, replace: true })
      }}
      onSignFailed={() => {
        // core-journey §4: back one page; a tab opened on this page goes to the checklist.
        if (router.history.canGoBack()) router.history.back()
        else toChecklist()
      }}
      onBack={toChecklist}
      onNotSigning={toNextStep}
      beside={(offer) => (
        <Suspense fallback={null}>
          <OfferLoanHealthCard offer={offer} />
        </Suspense>
      )}
    />
  )
}
