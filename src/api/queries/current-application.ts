import { createApplication } from '@contract/applications'
import { applicationKeys } from '@/api/query-keys'
import { readStored, writeStored } from '@/lib/storage'
import { keptForTheSession } from './read-kinds'

/**
 * The application this tab is pricing on the offer builder. It is created on the first visit
 * and remembered for the tab, so a reload goes on with it; once an offer is chosen it belongs
 * to its own pages (/{appUuid}/...) and is forgotten here, so the next visit to /start prices a
 * new application instead of one the lender will no longer re-price.
 */

export interface ApplicationOrigin {
  organization: string
  /** The `referrer` query parameter: the loan originator who sent the borrower. */
  loanOriginatorUuid?: string | undefined
  /** The `rid` query parameter: a referral. */
  referralUuid?: string | undefined
}

export function currentApplicationQueryOptions(origin: ApplicationOrigin) {
  return keptForTheSession(applicationKeys.current(origin.organization), async (http, signal) => {
    const stored = readStored('currentApplication')
    if (stored?.organization === origin.organization) return { appUuid: stored.appUuid }
    const created = await http.call(createApplication, {
      body: {
        organization: origin.organization,
        ...(origin.loanOriginatorUuid ? { loanOriginatorUuid: origin.loanOriginatorUuid } : {}),
        ...(origin.referralUuid ? { referralUuid: origin.referralUuid } : {}),
      },
      signal,
    })
    writeStored('currentApplication', {
      appUuid: created.appUuid,
      organization: origin.organization,
    })
    return created
  })
}
