import {
  type BorrowerPath,
  currentUserQueryOptions,
  refinanceApplicationsQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
  topUpCalculationQueryOptions,
} from '@/api/reads'

/**
 * What the refinance pages read: their routes' loaders ensure these, the pages read them. Each
 * page reads first who is signed in, then the borrower's refinance applications by that
 * identity, and the top-up and disclosures pages what is theirs.
 */
export const signedInReads = () => ({ user: currentUserQueryOptions() })

/** The borrower's refinance applications: the list, the top-up and the complete pages. */
export const refinanceListReads = (identityUuid: string) => ({
  list: refinanceApplicationsQueryOptions(identityUuid),
})

/** The top-up calculation of the chosen offer. */
export const topUpReads = (appUuid: string, offerUuid: string) => ({
  calculation: topUpCalculationQueryOptions(appUuid, offerUuid),
})

/** The disclosures left to sign, and every one, signed or not. */
export const refinanceSigningReads = (path: BorrowerPath) => ({
  unsigned: {
    ...refinanceUnsignedQueryOptions(path),
    // Each answer re-renders, even an empty list like the last: the page counts the fetches.
    notifyOnChangeProps: 'all' as const,
  },
  // Every disclosure, signed or not: the page says where the next one stands among them.
  all: refinanceDocumentsQueryOptions(path),
})
