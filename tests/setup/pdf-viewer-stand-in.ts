import { vi } from 'vitest'

// pdf.js needs a browser's canvas, workers and a newer JavaScript than Node 20's: in every vitest
// file the viewer stands in as the first bytes it was given (tests/support/pdf-viewer-stand-in.tsx).
// Set here, once, so that no file depends on another having mocked it first: test files share a
// worker's loaded modules (isolate: false). The browser tests show the real viewer.
vi.mock('@/ui/pdf-viewer', () => import('@tests/support/pdf-viewer-stand-in'))
