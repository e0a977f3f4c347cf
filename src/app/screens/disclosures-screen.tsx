import { getRouteApi, lazyRouteComponent, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import type { AfterSigning } from '@/domain/agreements'
import { disclosuresReads, signingReads } from '@/features/agreements/disclosures-reads'
import { ensureReads } from '@/session/page-reads'
import { useBackOr } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

/** Lazy, so the PDF viewer loads only here. */
export const { Page: DisclosuresPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/agreements/components/disclosures-page'),
    'DisclosuresPage',
  ),
  async ({ queryClient, params: { appUuid } }) => {
    const { user, fields } = await ensureReads(queryClient, disclosuresReads(appUuid), {
      fresh: ['fields'],
    })
    // Past (or before) signing, the page sends the borrower on without the documents.
    if (fields.state !== 'SIGN_DOCS') return
    await ensureReads(queryClient, signingReads({ appUuid, identityUuid: user.uuid }))
  },
)

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

  const backOrChecklist = useBackOr(toChecklist)
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
      // core-journey §4: back one page; a tab opened on this page goes to the checklist.
      onSignFailed={backOrChecklist}
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
