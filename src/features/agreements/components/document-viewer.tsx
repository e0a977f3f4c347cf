import { useQuery } from '@tanstack/react-query'
import { failureAdvice } from '@/api/api-error'
import type { LoanDocument } from '@/api/contract/documents'
import { useServices } from '@/api/services-context'
import { type BorrowerPath, loanDocumentFileQueryOptions } from '@/session/reads'
import { DocumentFrame } from '@/ui/document-frame'

export interface DocumentViewerProps {
  path: BorrowerPath
  document: LoanDocument
}

/** One loan document: its PDF shown page by page, and a link to download it. */
export function DocumentViewer({ path, document }: DocumentViewerProps) {
  const { http } = useServices()
  const file = useQuery(loanDocumentFileQueryOptions(http, path, document.uuid))
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
