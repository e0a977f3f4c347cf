// First: pdf.js needs Map methods that Firefox ESR 140 lacks.
import './map-upsert'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Document, type DocumentProps, Page, pdfjs } from 'react-pdf'
import 'react-pdf/dist/Page/TextLayer.css'
import { Loader } from './loader'
import { PdfControls } from './pdf-controls'
import pdfWorkerUrl from './pdf-worker?worker&url'

// Set in the module that renders <Document> (react-pdf's rule); the worker (pdf.js's, with
// those Map methods) is bundled with the app, never fetched from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl

/** Where the build puts pdf.js's character maps and standard fonts (see vite.config.ts). */
const PDFJS_ASSETS = `${import.meta.env.BASE_URL}pdfjs/`

let documentOptions: DocumentProps['options']

/**
 * What every document is opened with, made at the first one: one pdf.js worker for all the
 * documents the page shows. Without it each document starts a worker of its own and compiles
 * and runs pdf.js's megabyte of worker code again (three agreements, three times: about 0.6 s
 * of CPU each on a 2-core machine). The same object every time, as react-pdf asks.
 */
function sharedOptions() {
  documentOptions ??= {
    cMapUrl: `${PDFJS_ASSETS}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_ASSETS}standard_fonts/`,
    // pdf.js 6 draws glyphs without eval, which the Content-Security-Policy forbids: it no
    // longer has the option that turned eval off.
    worker: new pdfjs.PDFWorker(),
  }
  return documentOptions
}

export interface PdfViewerProps {
  /** The document's bytes; copied for pdf.js, which hands its input to the worker. */
  bytes: Uint8Array
  title: string
  onError: () => void
}

/** Canvas pixels per CSS pixel: the screen's, capped so a zoomed page stays a sane size. */
function pixelRatio(): number {
  return Math.min(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, 3)
}

/**
 * Renders a PDF a page at a time, at the width of its column times the zoom and at the
 * screen's pixel ratio, with selectable text: on a phone the page fills the screen's width and
 * zooms in to be read, moving sideways in its frame.
 */
export function PdfViewer({ bytes, title, onError }: PdfViewerProps) {
  const file = useMemo(() => ({ data: bytes.slice() }), [bytes])
  const [pages, setPages] = useState(0)
  const [page, setPage] = useState(1)
  const [zoom, setZoom] = useState(1)
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
    <div className="pdf-viewer">
      {pages > 0 ? (
        <PdfControls
          title={title}
          page={page}
          pages={pages}
          zoom={zoom}
          onPage={setPage}
          onZoom={setZoom}
        />
      ) : null}
      <div ref={frame} className="pdf-viewer__sheet" role="document" aria-label={title}>
        <Document
          file={file}
          options={sharedOptions()}
          suspense={false}
          onLoadSuccess={(pdf) => {
            setPages(pdf.numPages)
            setPage((current) => Math.min(current, pdf.numPages))
          }}
          onLoadError={onError}
          onSourceError={onError}
          loading={<Loader label="Loading the document…" />}
          error={null}
        >
          {width && pages > 0 ? (
            <Page
              pageNumber={page}
              width={Math.floor(width * zoom)}
              devicePixelRatio={pixelRatio()}
              renderAnnotationLayer={false}
              loading={<Loader label="Loading the page…" />}
              className="pdf-viewer__page"
            />
          ) : null}
        </Document>
      </div>
    </div>
  )
}
