import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * pdf.js's character maps and standard fonts, served from the app's own origin under
 * `pdfjs/` (never a CDN, so documents render offline and under the Content-Security-Policy):
 * written into the build, and answered from node_modules by the dev server. They come from
 * the pdfjs-dist that react-pdf uses, so they always match the worker.
 */
export function pdfjsAssets(basePath: string): Plugin {
  const require = createRequire(import.meta.url)
  const reactPdf = dirname(require.resolve('react-pdf/package.json'))
  const pdfjsRoot = dirname(
    createRequire(join(reactPdf, 'package.json')).resolve('pdfjs-dist/package.json'),
  )
  const folders = ['cmaps', 'standard_fonts'] as const
  const prefix = `${basePath}pdfjs/`

  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(prefix, (request, response, next) => {
        const [folder, file, ...rest] = (request.url ?? '')
          .split('?')[0]!
          .split('/')
          .filter(Boolean)
        if (!folders.includes(folder as never) || !file || rest.length > 0 || file.includes('..')) {
          next()
          return
        }
        try {
          const bytes = readFileSync(join(pdfjsRoot, folder!, file))
          response.setHeader('Content-Type', 'application/octet-stream')
          response.end(bytes)
        } catch {
          next()
        }
      })
    },
    generateBundle() {
      for (const folder of folders) {
        for (const file of readdirSync(join(pdfjsRoot, folder))) {
          if (file.startsWith('LICENSE')) continue
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${folder}/${file}`,
            source: readFileSync(join(pdfjsRoot, folder, file)),
          })
        }
      }
    },
  }
}
