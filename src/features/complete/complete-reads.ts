import { completeStatePoll } from '@/domain/complete-stepper'
import { applicationFieldsQueryOptions, applicationStateQueryOptions } from '@/session/reads'

/** What /{appUuid}/complete reads: its route's loader ensures these, the page reads them. */
export const completeReads = (appUuid: string) => ({
  status: applicationStateQueryOptions(appUuid, completeStatePoll),
  fields: applicationFieldsQueryOptions(appUuid),
})
