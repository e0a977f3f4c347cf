import { useRouterState } from '@tanstack/react-router'
import {
  CreditOutcomePage,
  isCreditOutcome,
} from '@/features/credit-outcome/components/credit-outcome-page'
import { PendingStepScreen } from './pending-step-screen'

/** One screen for the four outcome routes; the last path segment names the variant. */
export function CreditOutcomeScreen() {
  const segment = useRouterState({
    select: (state) => state.location.pathname.split('/').filter(Boolean).at(-1) ?? '',
  })
  return isCreditOutcome(segment) ? <CreditOutcomePage outcome={segment} /> : <PendingStepScreen />
}
