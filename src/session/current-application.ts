import { createApplication } from '@contract/applications'
import type { QueryClient } from '@tanstack/react-query'
import { keptForTheSession } from '@/api/queries/read-kinds'
import { applicationKeys } from '@/api/query-keys'
import { readStored, removeStored, writeStored } from '@/lib/storage'

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

/**
 * Forgets the application being priced: after its offer is chosen, on sign-out, or when the
 * lender says it can no longer be priced (chosen in another tab). With `restart`, a screen
 * still showing the offer builder gets a new application at once.
 */
export function forgetCurrentApplication(
  queryClient: QueryClient,
  { restart = false }: { restart?: boolean } = {},
): Promise<void> {
  removeStored('currentApplication')
  const filters = { queryKey: [...applicationKeys.all, 'current'] }
  if (restart) return queryClient.resetQueries(filters)
  queryClient.removeQueries(filters)
  return Promise.resolve()
}
