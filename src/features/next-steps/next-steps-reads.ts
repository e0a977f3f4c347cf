import { applicationStateQueryOptions, finalStepsQueryOptions } from '@/api/reads'
import type { StatePoll } from '@/domain/polling'

/** What /{appUuid}/next-steps reads: its route's loader ensures these, the page reads them. */
export const checklistReads = (appUuid: string) => ({
  finalSteps: finalStepsQueryOptions(appUuid),
})

/** The state beside the checklist, asked again by the page's rule while the checklist moves. */
export const checklistStateReads = (appUuid: string, poll?: StatePoll) => ({
  status: applicationStateQueryOptions(appUuid, poll),
})
