import { getRouteApi, lazyRouteComponent, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import type { AfterSigning } from '@/domain/agreements'
import {
  applicationFieldsQueryOptions,
  currentUserQueryOptions,
  loanDocumentsQueryOptions,
  unsignedDocumentsQueryOptions,
} from '@/session/reads'
import { useBackOr } from '../routes/go-within'
import { ensureAnswered, signedInLoader } from '../routes/page-loader'

/** Lazy, so the PDF viewer loads only here. */
const DisclosuresPage = lazyRouteComponent(
  () => import('@/features/agreements/components/disclosures-page'),
  'DisclosuresPage',
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

/** What the page reads before it shows; its code loads beside. */
export const loader = signedInLoader(
  DisclosuresPage,
  async ({ queryClient, http, params: { appUuid } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(http))
    const path = { appUuid, identityUuid: user.uuid }
    // Read afresh on each arrival: a cached state may be one the borrower has since left.
    const application = await queryClient.fetchQuery({
      ...applicationFieldsQueryOptions(http, appUuid),
      staleTime: 0,
    })
    // Past (or before) signing, the page sends the borrower on without the documents.
    if (application.state !== 'SIGN_DOCS') return
    await Promise.all([
      ensureAnswered(queryClient, unsignedDocumentsQueryOptions(http, path)),
      ensureAnswered(queryClient, loanDocumentsQueryOptions(http, path)),
    ])
  },
)
