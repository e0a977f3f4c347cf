import { queryOptions } from '@tanstack/react-query'
import { createApplication } from '@/api/contract/applications'
import type { HttpClient } from '@/api/http-client'

/**
 * The application is created on the first visit and its id kept in session storage, so a
 * reload of the offer builder goes on with the same application instead of starting another.
 */
export const APPLICATION_STORAGE_KEY = 'crypto-backed-loan.appUuid'

function storedAppUuid(): string | null {
  try {
    return sessionStorage.getItem(APPLICATION_STORAGE_KEY)
  } catch {
    return null
  }
}

function storeAppUuid(appUuid: string) {
  try {
    sessionStorage.setItem(APPLICATION_STORAGE_KEY, appUuid)
  } catch {
    // Without storage a reload starts a new application; the current one still works.
  }
}

export function forgetApplication() {
  try {
    sessionStorage.removeItem(APPLICATION_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export interface ApplicationOrigin {
  organization: string
  /** The `referrer` query parameter: the loan originator who sent the borrower. */
  loanOriginatorUuid?: string | undefined
  /** The `rid` query parameter: a referral. */
  referralUuid?: string | undefined
}

export function newApplicationQueryOptions(http: HttpClient, origin: ApplicationOrigin) {
  return queryOptions({
    queryKey: ['application', 'current', origin.organization],
    queryFn: async ({ signal }) => {
      const existing = storedAppUuid()
      if (existing) return { appUuid: existing }
      const body = {
        organization: origin.organization,
        ...(origin.loanOriginatorUuid ? { loanOriginatorUuid: origin.loanOriginatorUuid } : {}),
        ...(origin.referralUuid ? { referralUuid: origin.referralUuid } : {}),
      }
      const created = await http.call(createApplication, { body, signal })
      storeAppUuid(created.appUuid)
      return created
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}
