import { bankLinkItemsQueryOptions, borrowerProfileQueryOptions } from '@/api/reads'

/**
 * What the disbursement pages read: their routes' loaders ensure these (the link page only
 * prefetches: unread, it still offers to link a bank), the pages read them.
 */
export const linkedBanksReads = () => ({ items: bankLinkItemsQueryOptions() })

/** The manual bank form: the account holder's name is the borrower's. */
export const manualLinkReads = () => ({ profile: borrowerProfileQueryOptions() })
