import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Loader } from './loader'
import { ErrorState } from './state-views'
import { ViewerBoundary } from './viewer-boundary'
import './document-frame.css'

// pdf.js is large: it loads with the first document shown, never with the app's first page.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then(({ PdfViewer }) => ({ default: PdfViewer })),
)

export interface DocumentFrameProps {
  /** The document's name, for its region, its download and its file name. */
  name: string
  /** The PDF once fetched. */
  blob: Blob | undefined
  /** Fetching the PDF failed. */
  failed: boolean
  /** What to do about the failed fetch, in the caller's words for its error. */
  advice?: string
  /** Fetch it again (after a failure). */
  onRefetch: () => void
}

/** The PDF came but could not be drawn: no connection or server to blame. */
const DRAW_FAILED = 'Please try again.'

function CouldNotShow({ advice, onRetry }: { advice: string; onRetry: () => void }) {
  return (
    <ErrorState title="We couldn't show this document" onRetry={onRetry}>
      <p>{advice} Your signatures so far are saved.</p>
    </ErrorState>
  )
}

/**
 * One document: its PDF shown page by page in a scrollable frame, and a link to download it.
 * The caller fetches the bytes (the loan documents and the refinance disclosures come from
 * different services); this draws them.
 */
export function DocumentFrame({ name, blob, failed, advice, onRefetch }: DocumentFrameProps) {
  const [bytes, setBytes] = useState<Uint8Array | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [renderFailed, setRenderFailed] = useState(false)

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
    if (failed) onRefetch()
  }

  return (
    <div className="document-viewer">
      {/* It scrolls on its own, so it takes focus: the keyboard scrolls it too. */}
      <section
        className="document-viewer__frame"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access
        tabIndex={0}
        aria-label={`${name}, scrollable`}
      >
        {failed || renderFailed ? (
          <CouldNotShow advice={(failed && advice) || DRAW_FAILED} onRetry={retry} />
        ) : bytes ? (
          <ViewerBoundary
            key={attempt}
            fallback={() => <CouldNotShow advice={DRAW_FAILED} onRetry={retry} />}
          >
            <Suspense fallback={<Loader label="Loading the document…" />}>
              <PdfViewer bytes={bytes} title={name} onError={() => setRenderFailed(true)} />
            </Suspense>
          </ViewerBoundary>
        ) : (
          <Loader label="Loading the document…" />
        )}
      </section>
      {downloadUrl ? (
        <a className="document-viewer__download" href={downloadUrl} download={`${name}.pdf`}>
          Download<span className="visually-hidden"> {name}</span> (PDF)
        </a>
      ) : null}
    </div>
  )
}
