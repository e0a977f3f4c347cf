// First: pdf.js needs Map methods that Firefox ESR 140 lacks.
import './map-upsert'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import 'react-pdf/dist/Page/TextLayer.css'
import { Loader } from './loader'
import pdfWorkerUrl from './pdf-worker?worker&url'

// Set in the module that renders <Document> (react-pdf's rule); the worker (pdf.js's, with
// those Map methods) is bundled with the app, never fetched from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl

/** Where the build puts pdf.js's character maps and standard fonts (see vite.config.ts). */
const PDFJS_ASSETS = `${import.meta.env.BASE_URL}pdfjs/`

const options = {
  cMapUrl: `${PDFJS_ASSETS}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${PDFJS_ASSETS}standard_fonts/`,
  // The Content-Security-Policy forbids eval; pdf.js then draws glyphs without it.
  isEvalSupported: false,
}

export interface PdfViewerProps {
  /** The document's bytes; copied for pdf.js, which hands its input to the worker. */
  bytes: Uint8Array
  title: string
  onError: () => void
}

/** Renders every page of a PDF to the width of its column, with selectable text. */
export function PdfViewer({ bytes, title, onError }: PdfViewerProps) {
  const file = useMemo(() => ({ data: bytes.slice() }), [bytes])
  const [pages, setPages] = useState(0)
  const frame = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<number>()

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={frame} className="pdf-viewer" role="document" aria-label={title}>
      <Document
        file={file}
        options={options}
        suspense={false}
        onLoadSuccess={(pdf) => setPages(pdf.numPages)}
        onLoadError={onError}
        onSourceError={onError}
        loading={<Loader label="Loading the document…" />}
        error={null}
      >
        {width
          ? Array.from({ length: pages }, (_, index) => (
              <Page
                // Pages of one document never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the identity
                key={index}
                pageNumber={index + 1}
                width={width}
                renderAnnotationLayer={false}
                loading={<Loader label="Loading the page…" />}
                className="pdf-viewer__page"
              />
            ))
          : null}
      </Document>
    </div>
  )
}
