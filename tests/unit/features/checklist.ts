import type { FinalStepsDashboard } from '@contract/borrowers'
import type { RenderedApp } from '@tests/support/render-app'
import { applicationKeys } from '@/api/query-keys'

/** The status of one item of the final-steps checklist the app holds, as last read. */
export function checklistStatus(app: RenderedApp, appUuid: string, item: string) {
  const checklist = app.runtime.queryClient.getQueryData<FinalStepsDashboard>(
    applicationKeys.finalSteps(appUuid),
  )
  return checklist?.items.find(({ name }) => name === item)?.status
}
