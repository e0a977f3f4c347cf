import type { Plugin } from 'vite'
// Relative, not aliased: vite.config.ts loads this file before its aliases exist.
import { FIRST_PAINT_PAGES, withFirstPaint } from '../src/app/first-paint.ts'

/**
 * Production builds paint before the JavaScript runs: index.html gets the shell's header bar
 * and a loader inside #root, and each landing page gets a file of its own with its heading
 * (start.html for /start), which a static server answers for the address without its
 * extension. See src/app/first-paint.ts.
 *
 * The app's code is asked for only once that paint is on screen (src/main.tsx imports it after
 * the first frame), so nothing but the page, its styles and a small entry stands before the
 * first paint; index.html deliberately carries no modulepreload of the app.
 */
export function firstPaintPages(): Plugin {
  return {
    name: 'first-paint-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          throw new Error('first-paint-pages: the build has no index.html')
        }
        const html = index.source
        for (const page of FIRST_PAINT_PAGES) {
          this.emitFile({
            type: 'asset',
            fileName: `${page.path}.html`,
            source: withFirstPaint(html, page),
          })
        }
        index.source = withFirstPaint(html)
      },
    },
  }
}
