import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { LoanDocument } from '@/api/contract/documents'
import { type BorrowerPath, loanDocumentFileQueryOptions } from '@/api/queries/loan-documents'
import { useServices } from '@/api/services-context'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { ViewerBoundary } from './viewer-boundary'

// pdf.js is large: it loads with the first document shown, never with the app's first page.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then(({ PdfViewer }) => ({ default: PdfViewer })),
)

export interface DocumentViewerProps {
  path: BorrowerPath
  document: LoanDocument
}

function CouldNotShow({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState title="We couldn't show this document" onRetry={onRetry}>
      <p>Check your connection and try again. Your signatures so far are saved.</p>
    </ErrorState>
  )
}

/** One loan document: its PDF shown page by page, and a link to download it. */
export function DocumentViewer({ path, document }: DocumentViewerProps) {
  const { http } = useServices()
  const file = useQuery(loanDocumentFileQueryOptions(http, path, document.uuid))
  const [bytes, setBytes] = useState<Uint8Array | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [renderFailed, setRenderFailed] = useState(false)

  const blob = file.data
  useEffect(() => {
    setBytes(null)
    if (!blob) return
    let current = true
    void blob.arrayBuffer().then((buffer) => {
      if (current) setBytes(new Uint8Array(buffer))
    })
    return () => {
      current = false
    }
  }, [blob])

  const downloadUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(
    () => () => {
      if (downloadUrl) URL.revokeObjectURL(downloadUrl)
    },
    [downloadUrl],
  )

  const retry = () => {
    setRenderFailed(false)
    setAttempt((count) => count + 1)
    if (file.isError) void file.refetch()
  }

  return (
    <div className="document-viewer">
      {/* It scrolls on its own, so it takes focus: the keyboard scrolls it too. */}
      <section
        className="document-viewer__frame"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
        tabIndex={0}
        aria-label={`${document.name}, scrollable`}
      >
        {file.isError || renderFailed ? (
          <CouldNotShow onRetry={retry} />
        ) : bytes ? (
          <ViewerBoundary key={attempt} fallback={() => <CouldNotShow onRetry={retry} />}>
            <Suspense fallback={<Loader label="Loading the document…" />}>
              <PdfViewer
                bytes={bytes}
                title={document.name}
                onError={() => setRenderFailed(true)}
              />
            </Suspense>
          </ViewerBoundary>
        ) : (
          <Loader label="Loading the document…" />
        )}
      </section>
      {downloadUrl ? (
        <a
          className="document-viewer__download"
          href={downloadUrl}
          download={`${document.name}.pdf`}
        >
          Download<span className="visually-hidden"> {document.name}</span> (PDF)
        </a>
      ) : null}
    </div>
  )
}
