import { applicationFieldsQueryOptions, applicationStateQueryOptions } from '@/api/reads'
import { completeStatePoll } from '@/domain/complete-stepper'

/** What /{appUuid}/complete reads: its route's loader ensures these, the page reads them. */
export const completeReads = (appUuid: string) => ({
  status: applicationStateQueryOptions(appUuid, completeStatePoll),
  fields: applicationFieldsQueryOptions(appUuid),
})
