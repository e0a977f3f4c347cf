import { Button } from './button'

/** Zoom steps, as multiples of the width that fits the frame. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const

export interface PdfControlsProps {
  title: string
  page: number
  pages: number
  zoom: number
  onPage: (page: number) => void
  onZoom: (zoom: number) => void
}

/** Page and zoom for a document drawn by pdf.js: each control a button with its own name. */
export function PdfControls({ title, page, pages, zoom, onPage, onZoom }: PdfControlsProps) {
  const step = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number])
  return (
    <div className="pdf-controls" role="toolbar" aria-label={`${title}: pages and zoom`}>
      <div className="pdf-controls__group">
        <Button
          variant="secondary"
          className="pdf-controls__button"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </Button>
        <span className="pdf-controls__status" aria-live="polite">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          className="pdf-controls__button"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          ›
        </Button>
      </div>
      <div className="pdf-controls__group">
        <Button
          variant="secondary"
          className="pdf-controls__button"
          aria-label="Zoom out"
          disabled={step <= 0}
          onClick={() => onZoom(ZOOM_STEPS[step - 1] ?? 1)}
        >
          −
        </Button>
        <span className="pdf-controls__status" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="secondary"
          className="pdf-controls__button"
          aria-label="Zoom in"
          disabled={step >= ZOOM_STEPS.length - 1}
          onClick={() => onZoom(ZOOM_STEPS[step + 1] ?? zoom)}
        >
          +
        </Button>
        <Button
          variant="link"
          className="pdf-controls__fit"
          disabled={zoom === 1}
          onClick={() => onZoom(1)}
        >
          Fit width
        </Button>
      </div>
    </div>
  )
}
