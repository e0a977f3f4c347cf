import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROBE_REPORTER } from '@/api/contract-probe'
import { FIRST_PAINT_PAGES } from '@/app/first-paint'
import { readBuild } from './bundle-report'
import { firstLoadOverBudget } from './first-load-budgets'
import {
  DIST as BUILD_DIR,
  buildProduction,
  FORBIDDEN_IN_PRODUCTION,
  firstLoadFiles,
  readChunks,
} from './production-build'

/**
 * Builds the production app and fails when any bundled module comes from the simulation
 * (msw, @msw/data, Dexie, faker, sim/, fixtures/, scenarios/) or the MSW worker was copied in;
 * also when a chunk has no source map to check (beside the build, in <dir>-maps), links its map
 * from the served file or has it in the served folder, and when
 * index.html lacks its Content-Security-Policy meta tag, and when the contract probe's lenient
 * client (contract-probe.ts, for journeys against live services) was left in, and when
 * a landing page loads more JavaScript before it renders than its budget
 * (scripts/first-load-budgets.ts). `--built <dir>` checks a production
 * build already made there instead (npm test checks the one its browser tests then serve).
 */
const builtIndex = process.argv.indexOf('--built')
const built = builtIndex === -1 ? undefined : process.argv[builtIndex + 1]
if (builtIndex !== -1 && !built) throw new Error('--built needs the folder of a production build')
const DIST = built ?? BUILD_DIR
if (!built) buildProduction(DIST)
const chunks = readChunks(DIST)
const leaks = chunks.flatMap((chunk) =>
  chunk.sources
    .filter((source) => FORBIDDEN_IN_PRODUCTION.some((pattern) => pattern.test(source)))
    .map((source) => `${chunk.file}: ${source}`),
)
if (existsSync(join(DIST, 'mockServiceWorker.js'))) leaks.push('dist/mockServiceWorker.js')
const faults: string[] = []
for (const chunk of chunks) {
  // Without its map a chunk cannot be checked: the check would pass without looking. The
  // bundler's own runtime helpers (a chunk of generated code, no module) have nothing to map.
  if (chunk.sources.length === 0 && !/^rolldown-runtime-[\w-]+\.js$/.test(chunk.file)) {
    faults.push(`${chunk.file}: no source map to check`)
  }
  // Maps are written for this check, beside the build, so no file may point browsers at one.
  if (readFileSync(join(DIST, 'assets', chunk.file), 'utf8').includes('sourceMappingURL=')) {
    faults.push(`${chunk.file}: links its source map`)
  }
}
// The build's folder is what a host serves: its maps were moved beside it
// (scripts/vite-source-maps-aside.ts).
for (const name of readdirSync(DIST, { recursive: true }) as string[]) {
  if (/\.map(\.(br|gz))?$/i.test(name)) faults.push(`${name}: a source map in the served folder`)
}
// Each page carries its policy itself (a meta tag), for hosts that send no header: index.html
// and the landing pages with a static first paint (start.html, ...).
const pages = readdirSync(DIST).filter((file) => file.endsWith('.html'))
for (const file of pages) {
  const html = readFileSync(join(DIST, file), 'utf8')
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
  if (!policy) faults.push(`${file}: no Content-Security-Policy meta tag`)
  else if (/unsafe-(inline|eval)/.test(policy)) faults.push(`${file}: a lax policy: ${policy}`)
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) faults.push(`${file}: an inline script`)
}
// Nothing but the page, its stylesheet and the small entry stands before the first paint: no
// page preloads the app's code, and the entry imports it only once the page has painted
// (docs/decisions/0014). The app's start is one chunk (scripts/vite-app-start-chunk.ts).
for (const file of pages) {
  const html = readFileSync(join(DIST, file), 'utf8')
  if (/rel="modulepreload"/.test(html)) faults.push(`${file}: preloads the app's code`)
}
const entries = firstLoadFiles(DIST)
const appStart = chunks.filter((chunk) => /^app-start-[\w-]+\.js$/.test(chunk.file))
if (appStart.length !== 1) faults.push(`${appStart.length} app-start chunks (one expected)`)
for (const entry of entries) {
  const code = readFileSync(join(DIST, 'assets', entry), 'utf8')
  if (/(?:^|[;}])\s*import\s*(?:[\w{][^;]*from\s*)?["'`]\.\/app-start-/.test(code)) {
    faults.push(`${entry}: imports the app's start before the first paint`)
  }
}
for (const page of FIRST_PAINT_PAGES) {
  if (!pages.includes(`${page.path}.html`))
    faults.push(`${page.path}.html: missing (static first paint)`)
}
// The probe's collector is reachable only where __CONTRACT_PROBE__ is true: production drops it,
// so no answer that leaves the contract can be let through there.
for (const chunk of chunks) {
  if (readFileSync(join(DIST, 'assets', chunk.file), 'utf8').includes(PROBE_REPORTER)) {
    faults.push(`${chunk.file}: holds the contract probe's lenient client`)
  }
}
// What each landing page loads before it renders stays within its budget.
faults.push(...firstLoadOverBudget(readBuild(DIST), entries))
const modules = chunks.reduce((sum, chunk) => sum + chunk.sources.length, 0)
if (leaks.length > 0) {
  console.error(`The production build contains simulation code:\n${leaks.join('\n')}`)
}
if (faults.length > 0) console.error(`The production build:\n${faults.join('\n')}`)
if (leaks.length > 0 || faults.length > 0) process.exit(1)
console.log(
  `Production build: ${chunks.length} JS chunks, ${modules} modules, no simulation code, no contract probe, a Content-Security-Policy meta tag in each of ${pages.length} pages, every landing page within its first-load budget.`,
)
