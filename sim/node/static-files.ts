import { existsSync, realpathSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { APP_BASE_PATH } from '@contract/base-path'
import sirv from 'sirv'
import { IMMUTABLE, isServedFile } from './host-policy'

/**
 * A built app served as a static host should serve it: the files under the app's base path,
 * each landing page's own HTML (/start answers start.html) and index.html for every other
 * route; files whose names carry a content hash cached for good, the rest checked each time.
 * Only GET and HEAD.
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

// The names a path may stand for, in the order a static host tries them (sirv's).
const SUFFIXES = ['', '.html', '.htm', '/index', '/index.html', '/index.htm']

/** A route of the app has no extension in its last segment; a file's name has one. */
const LOOKS_LIKE_A_FILE = /\.\w+$/

export const STATIC_METHODS = 'GET, HEAD'

/** 405 for anything but GET and HEAD; true when it answered. */
export function refuseMethod(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return false
  outgoing
    .writeHead(405, { Allow: STATIC_METHODS, 'Content-Type': 'text/plain; charset=utf-8' })
    .end('Method not allowed')
  return true
}

function notFound(outgoing: ServerResponse, message = 'Not found'): void {
  outgoing.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message)
}

/**
 * The path's segments as the file system would read them, or null for a path no file may
 * answer: a bad escape, a NUL, a segment that climbs out, however it is encoded. A backslash
 * separates as a slash does (as browsers read one, and as Windows would); `.` and empty
 * segments go, so `/assets/x.js.map/.` is `assets/x.js.map`.
 */
function segmentsOf(path: string): string[] | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const segments = decoded.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.')
  return segments.includes('..') ? null : segments
}

/**
 * The file a path resolves to (from the folder, `/` between folders), as the file server would
 * find it: the path itself, its .html, its folder's index.html. Null when none is a file inside
 * the folder (a link out of it does not count).
 */
function resolveFile(root: string, segments: readonly string[]): string | null {
  const path = segments.join('/')
  for (const suffix of SUFFIXES) {
    const name = `${path}${suffix}`.replace(/^\//, '')
    if (name === '') continue
    const file = join(root, name)
    try {
      if (!statSync(file).isFile()) continue
      if (!realpathSync(file).startsWith(`${root}${sep}`)) return null
      return name
    } catch {
      // No such file: the next name.
    }
  }
  return null
}

export type StaticFiles = (incoming: IncomingMessage, outgoing: ServerResponse) => void

/**
 * Answers requests for the built app in `dir`. `watch` looks files up on each request, so a
 * rebuild is served without a restart; without it the folder is read once, at start.
 *
 * What is served is decided on the file a path resolves to, not on how the path is spelled:
 * the file server is then asked for that file by its own name, so `x.js.map/`, `x.js.map/.`
 * and `x.js.map%5c` are all the map, and refused as it is (`isServedFile`).
 */
export function staticFiles(dir: string, { watch = true }: { watch?: boolean } = {}): StaticFiles {
  const staticDir = resolve(dir)
  const root = existsSync(staticDir) ? realpathSync(staticDir) : staticDir
  const assets = sirv(staticDir, {
    dev: watch,
    etag: true,
    // Precompressed files, where the build wrote them; nothing is compressed on the fly.
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      const type = CONTENT_TYPES[extname(pathname)]
      if (type) res.setHeader('Content-Type', type)
      res.setHeader('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache')
    },
  })
  const noBuild = () =>
    existsSync(join(staticDir, 'index.html'))
      ? 'Not found'
      : `No build in ${staticDir}: run npm run build first.`

  return (incoming, outgoing) => {
    if (refuseMethod(incoming, outgoing)) return
    const url = new URL(incoming.url ?? '/', 'http://static.internal')
    const { pathname } = url
    if (pathname === '/' || pathname === BASE_PATH.slice(0, -1)) {
      outgoing.writeHead(302, { Location: BASE_PATH }).end()
      return
    }
    const segments = pathname.startsWith(BASE_PATH)
      ? segmentsOf(pathname.slice(BASE_PATH.length))
      : null
    if (!segments) {
      notFound(outgoing)
      return
    }
    let file = resolveFile(root, segments)
    // Any other route of the app is index.html's to answer; a missing file is not.
    if (!file && !LOOKS_LIKE_A_FILE.test(segments.at(-1) ?? '')) {
      file = resolveFile(root, ['index.html'])
    }
    if (!file || !isServedFile(file)) {
      notFound(outgoing, file ? 'Not found' : noBuild())
      return
    }
    incoming.url = `/${file.split('/').map(encodeURIComponent).join('/')}${url.search}`
    assets(incoming, outgoing, () => notFound(outgoing, noBuild()))
  }
}
