import type { LoanDocument } from '@contract/documents'
import { useQuery } from '@tanstack/react-query'
import { failureAdvice } from '@/api/api-error'
import { type BorrowerPath, loanDocumentFileQueryOptions } from '@/api/reads'
import { DocumentFrame } from '@/ui/document-frame'

export interface DocumentViewerProps {
  path: BorrowerPath
  document: LoanDocument
}

/** One loan document: its PDF shown page by page, and a link to download it. */
export function DocumentViewer({ path, document }: DocumentViewerProps) {
  const file = useQuery(loanDocumentFileQueryOptions(path, document.uuid))
  return (
    <DocumentFrame
      name={document.name}
      blob={file.data}
      failed={file.isError}
      advice={failureAdvice(file.error)}
      onRefetch={() => void file.refetch()}
    />
  )
}
