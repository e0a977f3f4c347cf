import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type BorrowerPath, loanDocumentFileQueryOptions } from '@/api/reads'

export type DownloadStatus = 'idle' | 'downloading' | 'failed'

/** Saves a document's PDF on the borrower's device, one document at a time. */
export function useDownloadDocument(path: BorrowerPath | null) {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Record<string, DownloadStatus>>({})

  async function download(docUuid: string, fileName: string) {
    if (!path) return
    setStatus((all) => ({ ...all, [docUuid]: 'downloading' }))
    try {
      const blob = await queryClient.fetchQuery(loanDocumentFileQueryOptions(path, docUuid))
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has taken the file by the next task; the URL is not needed after it.
      setTimeout(() => URL.revokeObjectURL(url), 0)
      setStatus((all) => ({ ...all, [docUuid]: 'idle' }))
    } catch {
      setStatus((all) => ({ ...all, [docUuid]: 'failed' }))
    }
  }

  return { download, statusOf: (docUuid: string) => status[docUuid] ?? 'idle' }
}
