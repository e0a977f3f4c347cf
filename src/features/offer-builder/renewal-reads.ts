import { applicationFieldsQueryOptions } from '@/api/reads'

/**
 * What /{appUuid}/renew reads: its route's loader asks for it on every visit (a cached answer
 * may be from before Continue, and only the lender's answer now decides whether the renewal is
 * still waiting for its offer), the page reads it.
 */
export const renewalReads = (appUuid: string) => ({
  fields: applicationFieldsQueryOptions(appUuid),
})
