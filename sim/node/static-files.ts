import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve } from 'node:path'
import sirv from 'sirv'
import { APP_BASE_PATH } from '@/api/contract/base-path'

/**
 * A built app served as a static host should serve it: the files under the app's base path,
 * each landing page's own HTML (/start answers start.html) and index.html for every other
 * route; files whose names carry a content hash cached for good, the rest checked each time.
 */

export const BASE_PATH = `${APP_BASE_PATH}/`

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
}

export const JSON_CONTENT_TYPE = CONTENT_TYPES['.json'] as string

// Vite names built assets with a content hash: a changed file gets a new name.
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{6,}\.\w+$/
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Whether a path under the base may reach the file server: never a source map, never a
 * segment that climbs out of the folder, however it is encoded.
 */
function isServable(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  if (/\.map(\.(br|gz))?$/i.test(decoded)) return false
  return !decoded.split(/[\\/]/).some((segment) => segment === '..' || segment.includes('\0'))
}

function notFound(outgoing: ServerResponse, message = 'Not found'): void {
  outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message)
}

export type StaticFiles = (incoming: IncomingMessage, outgoing: ServerResponse) => void

/**
 * Answers requests for the built app in `dir`. `watch` looks files up on each request, so a
 * rebuild is served without a restart; without it the folder is read once, at start.
 */
export function staticFiles(dir: string, { watch = true }: { watch?: boolean } = {}): StaticFiles {
  const staticDir = resolve(dir)
  const assets = sirv(staticDir, {
    dev: watch,
    etag: true,
    single: true,
    // Precompressed files, where the build wrote them; nothing is compressed on the fly.
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      const type = CONTENT_TYPES[extname(pathname)]
      if (type) res.setHeader('Content-Type', type)
      res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache')
    },
  })

  return (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://static.internal')
    const { pathname } = url
    if (pathname === '/' || pathname === BASE_PATH.slice(0, -1)) {
      outgoing.writeHead(302, { Location: BASE_PATH }).end()
      return
    }
    const path = pathname.slice(BASE_PATH.length - 1)
    if (!pathname.startsWith(BASE_PATH) || !isServable(path)) {
      notFound(outgoing)
      return
    }
    incoming.url = `${path}${url.search}`
    assets(incoming, outgoing, () =>
      existsSync(join(staticDir, 'index.html'))
        ? notFound(outgoing)
        : notFound(outgoing, `No build in ${staticDir}: run npm run build first.`),
    )
  }
}
