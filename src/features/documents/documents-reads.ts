import { type BorrowerPath, currentUserQueryOptions, loanDocumentsQueryOptions } from '@/api/reads'

/** What /{appUuid}/documents reads first: who is signed in, whose documents they are. */
export const documentsOwnerReads = () => ({ user: currentUserQueryOptions() })

/** Then the loan's documents. */
export const documentsReads = (path: BorrowerPath) => ({
  documents: loanDocumentsQueryOptions(path),
})
