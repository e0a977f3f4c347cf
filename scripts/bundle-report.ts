import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DIST, firstLoadFiles } from './production-build'
import { sourceMapsDirOf } from './vite-source-maps-aside'

/**
 * What a production build's JavaScript is made of: which packages the first load carries, and
 * what each route adds on top of it. Read from the built chunks and their (unserved) source
 * maps; sizes are gzip, as a browser receives them.
 */

const ROUTES_DIR = 'src/app/routes'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * A source map's mappings as [generated column, source index] per segment, one list per
 * generated line (the base64 VLQ of the source map format; columns and names are not needed).
 */
function decodeMappings(mappings: string): [number, number | undefined][][] {
  const lines: [number, number | undefined][][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: [number, number | undefined][] = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = BASE64.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) {
          shift += 5
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += fields[0] ?? 0
      if (fields.length > 1) {
        source += fields[1] ?? 0
        segments.push([column, source])
      } else {
        segments.push([column, undefined])
      }
    }
    lines.push(segments)
  }
  return lines
}

/** The chunk files a chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
    (match) => match[1] as string,
  )
}

/** The chunk files a chunk imports on demand (`import("./x.js")`). */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map(
    (match) => match[1] as string,
  )
}

interface ChunkInfo {
  gzipBytes: number
  imports: string[]
  dynamicImports: string[]
  sources: string[]
  /** Minified bytes attributed to each original module, from the source map. */
  bytesBySource: Map<string, number>
}

function readChunk(assets: string, maps: string, file: string): ChunkInfo {
  const code = readFileSync(join(assets, file), 'utf8')
  const bytesBySource = new Map<string, number>()
  let sources: string[] = []
  try {
    const map = JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8')) as {
      sources: string[]
      mappings: string
    }
    sources = map.sources
    const lines = code.split('\n')
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0
      segments.forEach((segment, index) => {
        const source = segment[1]
        if (source === undefined) return
        const end = segments[index + 1]?.[0] ?? lineLength
        const name = sources[source] as string
        bytesBySource.set(name, (bytesBySource.get(name) ?? 0) + end - segment[0])
      })
    })
  } catch {
    // The bundler's runtime helpers have no map: counted for size, named by file.
  }
  return {
    gzipBytes: gzipSync(code).length,
    imports: staticImports(code),
    dynamicImports: dynamicImports(code),
    sources,
    bytesBySource,
  }
}

export function readBuild(dist = DIST): Map<string, ChunkInfo> {
  const assets = join(dist, 'assets')
  const maps = join(sourceMapsDirOf(dist), 'assets')
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readChunk(assets, maps, file)]),
  )
}

/**
 * The module src/main.tsx always imports once the page has painted: its chunks belong to
 * every page's first load, though index.html does not name them.
 */
const APP_START = /(?:^|\/)src\/app\/boot\.tsx$/

/** What every page loads: index.html's scripts, and the app's start with all it imports. */
function firstLoadRoots(dist: string, chunks: Map<string, ChunkInfo>): string[] {
  const start = [...chunks]
    .filter(([, chunk]) => chunk.sources.some((source) => APP_START.test(source)))
    .map(([file]) => file)
  return [...firstLoadFiles(dist), ...start]
}

/** A chunk and every chunk it imports statically, however deep. */
function staticClosure(chunks: Map<string, ChunkInfo>, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !chunks.has(file)) return
    seen.add(file)
    for (const next of chunks.get(file)?.imports ?? []) visit(next)
  }
  for (const root of roots) visit(root)
  return seen
}

/** 'react-dom', '@tanstack/router-core', or an app folder such as 'src/api/contract'. */
export function packageOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1] as string
  const inApp = /(?:^|\/)(src|sim|fixtures|scenarios)\/(.*)$/.exec(source)
  if (!inApp) return source
  const folders = (inApp[2] as string).split('/').slice(0, -1)
  return [inApp[1], ...folders.slice(0, 2)].join('/')
}

export interface PackageShare {
  name: string
  /** Gzip bytes, the chunk's gzip size shared out by each module's minified bytes. */
  gzipBytes: number
}

/** The packages (and app folders) in a set of chunks, largest first. */
export function packageShares(chunks: Map<string, ChunkInfo>, files: Iterable<string>) {
  const shares = new Map<string, number>()
  for (const file of files) {
    const chunk = chunks.get(file)
    if (!chunk) continue
    const mapped = [...chunk.bytesBySource.values()].reduce((sum, bytes) => sum + bytes, 0)
    if (mapped === 0) {
      shares.set(file, (shares.get(file) ?? 0) + chunk.gzipBytes)
      continue
    }
    for (const [source, bytes] of chunk.bytesBySource) {
      const name = packageOf(source)
      shares.set(name, (shares.get(name) ?? 0) + (chunk.gzipBytes * bytes) / mapped)
    }
  }
  return [...shares]
    .map(([name, gzipBytes]) => ({ name, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Each route file's path and the screen module its component is loaded from. */
function routeScreens(): { path: string; module: string }[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.ts') || file.endsWith('.tsx'))
    .flatMap((file) => {
      const source = readFileSync(join(ROUTES_DIR, file), 'utf8')
      const parent = source.includes('getParentRoute: () => applicationRoute') ? '/$appUuid' : ''
      // Paths given as `path: 'x'`, or to a helper such as outcomeRoute('credit-frozen').
      const paths = [
        ...source.matchAll(/\bpath:\s*'([^']*)'/g),
        ...source.matchAll(/\b\w+Route\('([\w-]+)'\)/g),
      ].map((match) => `${parent}/${match[1]}`.replace(/\/\/$/, '/').replace(/\/$/, '') || '/')
      const modules = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
        basename(match[1] as string),
      )
      // One screen per route file, shared by every path the file declares.
      return modules.map((module) => ({ path: paths.join(', ') || file, module }))
    })
}

export interface RouteShare {
  route: string
  module: string
  /** What the route's own chunks add to the first load, gzip. */
  gzipBytes: number
  files: number
}

/**
 * What each lazily loaded screen adds to the first load: its chunk and everything that chunk
 * imports statically which the first load does not already carry.
 */
export function routeShares(dist = DIST, chunks = readBuild(dist)): RouteShare[] {
  const firstLoad = staticClosure(chunks, firstLoadRoots(dist, chunks))
  const screens = routeScreens()
  const lazyChunks = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports))
  const shares: RouteShare[] = []
  for (const file of lazyChunks) {
    const chunk = chunks.get(file)
    if (!chunk) continue
    const own = [...staticClosure(chunks, [file])].filter((next) => !firstLoad.has(next))
    const gzipBytes = own.reduce((sum, next) => sum + (chunks.get(next)?.gzipBytes ?? 0), 0)
    const named = screens.filter((screen) =>
      chunk.sources.some((source) => source.replace(/\.tsx?$/, '').endsWith(`/${screen.module}`)),
    )
    if (named.length === 0) continue
    for (const screen of named) {
      shares.push({ route: screen.path, module: screen.module, gzipBytes, files: own.length })
    }
  }
  return shares.sort((a, b) => a.route.localeCompare(b.route))
}

/** The first load's files (index.html's scripts and the app's start, with all they import) and their packages. */
export function firstLoadShares(dist = DIST, chunks = readBuild(dist)) {
  const files = staticClosure(chunks, firstLoadRoots(dist, chunks))
  return {
    files,
    gzipBytes: [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0),
    packages: packageShares(chunks, files),
  }
}

/**
 * Where each named package sits: the chunks holding it, and whether any of them is in the
 * first load (it should be only in the chunks of the pages that use it).
 */
export function packagePlacement(
  names: readonly string[],
  dist = DIST,
  chunks = readBuild(dist),
): { name: string; files: string[]; inFirstLoad: boolean; gzipBytes: number }[] {
  const firstLoad = staticClosure(chunks, firstLoadRoots(dist, chunks))
  return names.map((name) => {
    const files = [...chunks]
      .filter(([, chunk]) => chunk.sources.some((source) => packageOf(source) === name))
      .map(([file]) => file)
    const gzipBytes = packageShares(chunks, files)
      .filter((share) => share.name === name)
      .reduce((sum, share) => sum + share.gzipBytes, 0)
    return { name, files, inFirstLoad: files.some((file) => firstLoad.has(file)), gzipBytes }
  })
}
