import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, lazyRouteComponent } from '@tanstack/react-router'
import { useCallback } from 'react'
import { applicationFieldsQueryOptions } from '@/api/reads'
import type { FinalStepName } from '@/domain/final-steps'
import type { NextStep } from '@/domain/next-step'
import { checklistReads, checklistStateReads } from '@/features/next-steps/next-steps-reads'
import { ensureReads } from '@/session/page-reads'
import { useGoWithin } from '../routes/go-within'
import { signedInPage } from './signed-in-page'

export const { Page: NextStepsPage, loader } = signedInPage(
  lazyRouteComponent(
    () => import('@/features/next-steps/components/next-steps-page'),
    'NextStepsPage',
  ),
  ({ queryClient, params }) =>
    Promise.all([
      ensureReads(queryClient, checklistReads(params.appUuid)),
      ensureReads(queryClient, checklistStateReads(params.appUuid)),
    ]),
)

const route = getRouteApi('/$appUuid/next-steps')

/**
 * Where each step's button leads (core-journey §2); international borrowers give a USDC wallet
 * for the disbursement step instead (see openStep).
 */
const stepTargets = {
  'Verify Identity': '/$appUuid/identity',
  'Disbursement Account': '/$appUuid/disbursement',
  'Review Agreements': '/$appUuid/disclosures',
  'Post Collateral': '/$appUuid/collateral',
} as const satisfies Record<FinalStepName, `/$appUuid/${string}`>

const redirectTargets = {
  complete: '/$appUuid/complete',
  'credit-frozen': '/$appUuid/credit-frozen',
  'credit-locked': '/$appUuid/credit-locked',
  'credit-no-match': '/$appUuid/credit-no-match',
  decline: '/$appUuid/decline',
} as const satisfies Partial<Record<NextStep, string>>

export function NextStepsScreen() {
  const { appUuid } = route.useParams()
  const goTo = useGoWithin(appUuid)
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()

  /** International borrowers are paid in USDC: their disbursement step is the wallet address. */
  const openStep = useCallback(
    async (name: FinalStepName) => {
      let to: string = stepTargets[name]
      if (name === 'Disbursement Account') {
        const fields = await queryClient
          .ensureQueryData(applicationFieldsQueryOptions(appUuid))
          .catch(() => null)
        if (fields?.isInternational) to = '/$appUuid/usdc-disbursement'
      }
      // Every target is a route of the app (stepTargets); the cast only widens the union.
      void navigate({ to: to as '/$appUuid/identity', params: { appUuid } })
    },
    [queryClient, appUuid, navigate],
  )

  const onRedirect = useCallback(
    (step: NextStep) => {
      if (step in redirectTargets) {
        void navigate({
          to: redirectTargets[step as keyof typeof redirectTargets],
          params: { appUuid },
          replace: true,
        })
      } else {
        void navigate({ to: '/dashboard', replace: true })
      }
    },
    [navigate, appUuid],
  )

  return (
    <NextStepsPage
      key={appUuid}
      appUuid={appUuid}
      onOpenStep={(name) => void openStep(name)}
      onRedirect={onRedirect}
      onContinue={goTo('/$appUuid/complete')}
    />
  )
}
