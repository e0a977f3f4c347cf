import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { isNextStep } from '@/domain/next-step'
import { NextStepCard } from '@/features/next-step/components/next-step-card'

const rootApi = getRouteApi('__root__')

/** A step whose screen is not built yet: names the step and how to complete it with support. */
export function PendingStepScreen() {
  const organisation = rootApi.useLoaderData()
  const segment = useRouterState({
    select: (state) => state.location.pathname.split('/').filter(Boolean).at(-1) ?? '',
  })
  return (
    <NextStepCard
      step={isNextStep(segment) ? segment : 'dashboard'}
      supportPhone={organisation.supportPhone}
    />
  )
}
