import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping'
import { DIST, firstLoadFiles } from './production-build'
import { sourceMapsDirOf } from './vite-source-maps-aside'

/**
 * What a production build's JavaScript is made of: which packages the first load carries, and
 * what each route adds on top of it. Read from the built chunks and their (unserved) source
 * maps; sizes are gzip, as a browser receives them.
 */

const ROUTES_DIR = 'src/app/routes'

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

export interface ChunkInfo {
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
    const map = new TraceMap(readFileSync(join(maps, `${file}.map`), 'utf8'))
    sources = map.sources.filter((source): source is string => source !== null)
    const lines = code.split('\n')
    // Each segment runs from its column to the next segment's (or the line's end).
    decodedMappings(map).forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0
      segments.forEach((segment, index) => {
        if (segment.length === 1) return
        const end = segments[index + 1]?.[0] ?? lineLength
        const name = map.sources[segment[1]] as string
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

/** The chunks holding a module, by its path in the project ('src/app/boot.tsx'). */
function chunksOf(chunks: ChunkGraph, module: string): string[] {
  return [...chunks]
    .filter(([, chunk]) => chunk.sources.some((source) => source.endsWith(`/${module}`)))
    .map(([file]) => file)
}

/** What every page loads: index.html's scripts, and the app's start with all it imports. */
function firstLoadRoots(dist: string, chunks: ChunkGraph): string[] {
  return appStartRoots(firstLoadFiles(dist), chunks)
}

function appStartRoots(entryFiles: readonly string[], chunks: ChunkGraph): string[] {
  const start = [...chunks]
    .filter(([, chunk]) => chunk.sources.some((source) => APP_START.test(source)))
    .map(([file]) => file)
  return [...entryFiles, ...start]
}

export type ChunkGraph = Map<string, ChunkInfo>

export interface PageFirstLoad {
  files: Set<string>
  gzipBytes: number
  /** Modules the page is said to load that no chunk holds (the list has gone stale). */
  missing: string[]
}

/**
 * The JavaScript a page loads before the app renders it, from the build's chunk graph: what
 * every page loads (index.html's entry, the app's start) and the chunks of the modules the page
 * loads on its own (its route's lazy screen, what that screen loads as it first renders), each
 * with everything it imports statically. `entryFiles` are index.html's scripts.
 */
export function pageFirstLoad(
  chunks: ChunkGraph,
  entryFiles: readonly string[],
  loads: readonly string[],
): PageFirstLoad {
  const own = loads.map((module) => ({ module, files: chunksOf(chunks, module) }))
  const files = staticClosure(chunks, [
    ...appStartRoots(entryFiles, chunks),
    ...own.flatMap((each) => each.files),
  ])
  return {
    files,
    gzipBytes: [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0),
    missing: own.filter((each) => each.files.length === 0).map((each) => each.module),
  }
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

/** 'react-dom', '@tanstack/router-core', or an app folder such as 'contract'. */
export function packageOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1] as string
  const inApp = /(?:^|\/)(contract|src|sim|fixtures|scenarios)\/(.*)$/.exec(source)
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

/** A module named in an import of `from` ('@/x/y', '../screens/z'), as a project path without extension. */
function projectPath(from: string, specifier: string): string {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  return join(dirname(from), specifier)
}

/** The modules a file loads lazily (`import('...')`), as project paths without extension. */
function lazyImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
    projectPath(file, match[1] as string),
  )
}

/**
 * Each route file's paths and the modules its page loads lazily: its screen (component and
 * loader), and what that screen loads lazily in turn (the feature's page, which its loader
 * preloads).
 */
function routeScreens(): { path: string; module: string; modules: string[] }[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.ts') || file.endsWith('.tsx'))
    .flatMap((file) => {
      const routeFile = join(ROUTES_DIR, file)
      const source = readFileSync(routeFile, 'utf8')
      const parent = source.includes('getParentRoute: () => applicationRoute') ? '/$appUuid' : ''
      // Paths given as `path: 'x'`, or to a helper such as outcomeRoute('credit-frozen').
      const paths = [
        ...source.matchAll(/\bpath:\s*'([^']*)'/g),
        ...source.matchAll(/\b\w+Route\('([\w-]+)'\)/g),
      ].map((match) => `${parent}/${match[1]}`.replace(/\/\/$/, '/').replace(/\/$/, '') || '/')
      const screens = [...new Set(lazyImportsOf(routeFile))]
      // One page per route file, shared by every path the file declares.
      return screens.map((screen) => {
        const screenFile = ['.tsx', '.ts'].map((ext) => `${screen}${ext}`).find(existsSync)
        const beside =
          screen.includes('/app/screens/') && screenFile ? lazyImportsOf(screenFile) : []
        return {
          path: paths.join(', ') || file,
          module: basename(screen),
          modules: [screen, ...beside],
        }
      })
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
 * What each lazily loaded page adds to the first load: the chunks of its screen and of what
 * the screen loads lazily, with everything they import statically which the first load does
 * not already carry.
 */
export function routeShares(dist = DIST, chunks = readBuild(dist)): RouteShare[] {
  const firstLoad = staticClosure(chunks, firstLoadRoots(dist, chunks))
  const holding = (module: string) =>
    [...chunks]
      .filter(([, chunk]) =>
        chunk.sources.some((source) => source.replace(/\.tsx?$/, '').endsWith(`/${module}`)),
      )
      .map(([file]) => file)
  const shares: RouteShare[] = []
  for (const screen of routeScreens()) {
    const roots = screen.modules.flatMap(holding)
    if (roots.length === 0) continue
    const own = [...staticClosure(chunks, roots)].filter((next) => !firstLoad.has(next))
    const gzipBytes = own.reduce((sum, next) => sum + (chunks.get(next)?.gzipBytes ?? 0), 0)
    shares.push({ route: screen.path, module: screen.module, gzipBytes, files: own.length })
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
