import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildProduction, DIST, FORBIDDEN_IN_PRODUCTION, readChunks } from './production-build'

/**
 * Builds the production app and fails when any bundled module comes from the simulation
 * (msw, @msw/data, Dexie, faker, sim/, fixtures/, scenarios/) or the MSW worker was copied in.
 */
buildProduction()
const chunks = readChunks()
const leaks = chunks.flatMap((chunk) =>
  chunk.sources
    .filter((source) => FORBIDDEN_IN_PRODUCTION.some((pattern) => pattern.test(source)))
    .map((source) => `${chunk.file}: ${source}`),
)
if (existsSync(join(DIST, 'mockServiceWorker.js'))) leaks.push('dist/mockServiceWorker.js')
const modules = chunks.reduce((sum, chunk) => sum + chunk.sources.length, 0)
if (leaks.length > 0) {
  console.error(`The production build contains simulation code:\n${leaks.join('\n')}`)
  process.exit(1)
}
console.log(`Production build: ${chunks.length} JS chunks, ${modules} modules, no simulation code.`)
