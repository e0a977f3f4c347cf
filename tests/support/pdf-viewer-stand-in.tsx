/**
 * pdf.js needs a browser's canvas and workers: in component tests the viewer stands in as the
 * first bytes it was given. The browser tests show the real one. Used as
 * `vi.mock('@/ui/pdf-viewer', () => import('<this file>'))`.
 */
export function PdfViewer({ bytes, title }: { bytes: Uint8Array; title: string }) {
  return (
    <div role="document" aria-label={title}>
      {new TextDecoder().decode(bytes.slice(0, 5))}
    </div>
  )
}
