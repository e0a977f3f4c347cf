import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { sourceMapsDirOf } from './vite-source-maps-aside'

/** Helpers shared by the build check and the benchmark: build, then read what was built. */

export const DIST = 'dist'

export function buildProduction(outDir = DIST): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  )
}

export interface BuiltChunk {
  file: string
  bytes: number
  gzipBytes: number
  /** Original modules bundled into this chunk, read from its source map (beside the build). */
  sources: string[]
}

export function readChunks(dist = DIST): BuiltChunk[] {
  const assets = join(dist, 'assets')
  const maps = join(sourceMapsDirOf(dist), 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = readFileSync(join(assets, file))
      let sources: string[] = []
      try {
        sources = JSON.parse(readFileSync(join(maps, `${file}.map`), 'utf8')).sources ?? []
      } catch {
        // A chunk without a source map still counts for size.
      }
      return { file, bytes: code.length, gzipBytes: gzipSync(code).length, sources }
    })
}

/** The URLs of the JS index.html loads before the first paint: its entry script and modulepreloads. */
export function firstLoadUrls(dist = DIST): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1] as string)
}

/** The file names of the first-load JS, as in the assets folder. */
export function firstLoadFiles(dist = DIST): string[] {
  return firstLoadUrls(dist).map((url) => url.split('/').pop() as string)
}

/** Modules that must never reach the production build. */
export const FORBIDDEN_IN_PRODUCTION = [
  /node_modules\/msw\//,
  /node_modules\/@msw\//,
  /node_modules\/@mswjs\//,
  /node_modules\/dexie\//,
  /node_modules\/@faker-js\//,
  /node_modules\/fake-indexeddb\//,
  /(^|\/)sim\//,
  /(^|\/)fixtures\//,
  /(^|\/)scenarios\//,
]
