import { userApplicationsQueryOptions } from '@/api/reads'

/**
 * What /dashboard reads: its route's loader prefetches the list (a failed list is the page's
 * section, with its own Try again, never the whole page), the page reads it.
 */
export const dashboardReads = () => ({ applications: userApplicationsQueryOptions() })
