import {
  additionalDocumentFlagQueryOptions,
  currentUserQueryOptions,
  selectedOfferQueryOptions,
} from '@/api/reads'
import { readStored } from '@/lib/storage'
import type { Answers } from '@/session/page-reads'

/** What /{appUuid}/identity reads: its route's loader ensures these, the page reads them. */
export const identityReads = (appUuid: string) => ({
  user: currentUserQueryOptions(),
  offer: selectedOfferQueryOptions(appUuid),
})

/** The flag is asked for this visitor's tracker id, or the borrower's identity without one. */
export const identityFlagReads = (
  orgCode: string,
  user: Answers<ReturnType<typeof identityReads>>['user'],
) => ({
  flag: additionalDocumentFlagQueryOptions(orgCode, readStored('trackerId') ?? user.uuid),
})
