import {
  applicationFieldsQueryOptions,
  type BorrowerPath,
  currentUserQueryOptions,
  loanDocumentsQueryOptions,
  unsignedDocumentsQueryOptions,
} from '@/api/reads'

/**
 * What /{appUuid}/disclosures reads: its route's loader ensures these, the page reads them.
 * The application's fields are read afresh on each arrival (the loader's `fresh`): a cached
 * state may be one the borrower has since left.
 */
export const disclosuresReads = (appUuid: string) => ({
  user: currentUserQueryOptions(),
  fields: applicationFieldsQueryOptions(appUuid),
})

/** The documents, read only while the application signs. */
export const signingReads = (path: BorrowerPath) => ({
  unsigned: {
    ...unsignedDocumentsQueryOptions(path),
    // Each answer re-renders, even an empty list like the last: the page counts the fetches.
    notifyOnChangeProps: 'all' as const,
  },
  // Every document, signed or not: the page says where the next one stands among them.
  all: loanDocumentsQueryOptions(path),
})
