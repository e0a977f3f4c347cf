import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { type Browser, chromium } from '@playwright/test'
import { FIRST_PAINT_ATTRIBUTE } from '@/app/first-paint'
import { refusedBenchArguments } from './bench-arguments'
import {
  firstLoadShares,
  packagePlacement,
  pageFirstLoad,
  readBuild,
  routeShares,
} from './bundle-report'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { FIRST_LOAD_BUDGETS } from './first-load-budgets'
import { type LighthouseFigures, lighthouseFigures } from './lighthouse-figures'
import { precompress } from './precompress'
import { buildProduction, firstLoadFiles, firstLoadUrls, readChunks } from './production-build'
import { sourceMapsDirOf } from './vite-source-maps-aside'

/**
 * Prints size and speed figures, one per line, with no pass or fail. Speed figures are medians
 * of several runs: these machines are shared and noisy.
 *
 * It takes no arguments, only environment variables: any argument is refused with the usage
 * and exit code 2, before anything is built.
 */

const refused = refusedBenchArguments(process.argv.slice(2))
if (refused) {
  process.stderr.write(refused)
  process.exit(2)
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 2000)

// One production build, precompressed as deployed, for every figure; dist is left alone.
const BUILD_DIR = mkdtempSync(join(tmpdir(), 'bench-build-'))

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Heavy packages that only some pages need: never part of the first load. */
const LAZY_PACKAGES = [
  'react-pdf',
  'pdfjs-dist',
  'pdf-lib',
  'qrcode.react',
  'react-plaid-link',
  '@scure/base',
  '@noble/hashes',
  'react-hook-form',
] as const

let built = false

async function buildOnce() {
  buildProduction(BUILD_DIR)
  await precompress(BUILD_DIR)
  built = true
}

async function bundleFigures() {
  if (!built) await buildOnce()
  const chunks = readChunks(BUILD_DIR)
  const firstLoad = new Set(firstLoadFiles(BUILD_DIR))
  const firstLoadGzip = chunks
    .filter((c) => firstLoad.has(c.file))
    .reduce((s, c) => s + c.gzipBytes, 0)
  const allGzip = chunks.reduce((s, c) => s + c.gzipBytes, 0)
  console.log(
    `production entry JS (index.html script and modulepreloads, before the first paint): ${kb(firstLoadGzip)} KB gzip (${firstLoad.size} files)`,
  )
  console.log(`production all JS: ${kb(allGzip)} KB gzip (${chunks.length} files)`)
  const build = readBuild(BUILD_DIR)
  const first = firstLoadShares(BUILD_DIR, build)
  console.log(
    `production first load of every page (the entry and the app's start, with all they import): ${kb(first.gzipBytes)} KB gzip (${first.files.size} files)`,
  )
  console.log(
    `production first load by package: ${first.packages
      .filter((share) => share.gzipBytes >= 512)
      .map((share) => `${share.name} ${kb(share.gzipBytes)}`)
      .join(', ')} (KB gzip, the rest under 0.5 each)`,
  )
  for (const route of routeShares(BUILD_DIR, build)) {
    console.log(
      `route ${route.route} own JS: ${kb(route.gzipBytes)} KB gzip on top of the first load (${route.files} files, screen ${route.module})`,
    )
  }
  for (const placed of packagePlacement(LAZY_PACKAGES, BUILD_DIR, build)) {
    console.log(
      placed.files.length === 0
        ? `${placed.name}: not in the build`
        : `${placed.name}: ${kb(placed.gzipBytes)} KB gzip in ${placed.files.join(', ')}${placed.inFirstLoad ? ' (IN THE FIRST LOAD)' : ' (loaded only where used)'}`,
    )
  }
}

/** A world grown to this many applications besides the one priced. */
const BUSY_WORLD = Number(process.env.BENCH_BUSY_WORLD ?? 10_000)

async function offersThroughput() {
  const { offersBenchmark } = await import('@sim/node/offers-benchmark')
  const cases = [
    { label: 'Node, in process', options: {} },
    { label: 'over HTTP through the sim server', options: { over: 'http' as const } },
    {
      label: `Node, in process, among ${BUSY_WORLD.toLocaleString('en-US')} other applications`,
      options: { otherApplications: BUSY_WORLD },
    },
  ]
  for (const { label, options } of cases) {
    const runner = await offersBenchmark(options)
    const rates: number[] = []
    for (let run = 0; run < RUNS; run++) {
      let requests = 0
      const start = performance.now()
      while (performance.now() - start < RUN_MS) {
        await runner.requestOffers()
        requests++
      }
      rates.push(requests / ((performance.now() - start) / 1000))
    }
    console.log(
      `simulated offers endpoint (${label}): ${median(rates).toFixed(0)} requests/s median of ${RUNS} runs (min ${Math.min(...rates).toFixed(0)}, max ${Math.max(...rates).toFixed(0)})`,
    )
    await runner.close()
  }
}

/** core-journey §9's debounce is taken off: what is left is the app's own work and the call. */
async function offerBuilderTiming() {
  const { offerBuilderTimings } = await import('./offer-builder-timing')
  const server = await startServer()
  try {
    const timings = await offerBuilderTimings(
      `http://localhost:${SERVER_PORT}/account/crypto-backed-loan/start?state=CA`,
      RUNS * 2,
    )
    console.log(
      `offer builder, end of the 450 ms debounce to the new terms (Chromium, production build over the sim server): ${median(timings).toFixed(0)} ms median of ${timings.length} changes (min ${Math.min(...timings).toFixed(0)}, max ${Math.max(...timings).toFixed(0)})`,
    )
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

/** A normal request beside many slow connections from the same address, on the sim server. */
async function fairness() {
  const { fairnessBenchmark } = await import('@sim/node/fairness-benchmark')
  const result = await fairnessBenchmark({ slowConnections: 200, requests: 20 })
  console.log(
    `sim server, a request beside ${result.slowConnections} slow connections from its own address: median ${result.medianMs.toFixed(0)} ms, max ${result.maxMs.toFixed(0)} ms, answered ${[...new Set(result.statuses)].join(', ')} (0 would be a connection closed unanswered)`,
  )
}

/** What each tester's world costs the sim server in memory (docs/benchmarks.md). */
async function worldsMemory() {
  const { worldsMemoryBenchmark } = await import('@sim/node/worlds-memory-benchmark')
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`
  // A tester's world after a few calls, and one whose journal is full (its last 1,000 calls).
  for (const options of [
    { worlds: 40, readsPerWorld: 5 },
    { worlds: 5, readsPerWorld: 1_000 },
  ]) {
    const result = await worldsMemoryBenchmark(options)
    console.log(
      `sim server, ${result.worlds} worlds (${result.stories.join(', ')}), each signed into and read ${result.readsPerWorld} times: ${kib(result.bytesPerWorld)} of memory per world, about ${result.worldsPerGiB} worlds per GB`,
    )
  }
}

async function failurePaths() {
  const { failurePathCoverage } = await import('./failure-paths')
  const { called, covered, uncovered } = await failurePathCoverage()
  console.log(
    `calls the app makes with a tested failure path: ${covered.length} / ${called.length} (without one: ${uncovered.join(', ') || 'none'})`,
  )
}

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 8791)
// The pages a borrower lands on from a link (scripts/first-load-budgets.ts). An application's
// link is opened as it is from an email, signed out: it says the application is saved and
// offers sign-in. Its other pages send a visitor without a session to sign in at once.
const PAGES = FIRST_LOAD_BUDGETS.map((budget) => budget.page)

/** Lighthouse's figures each landing page is to reach (medians of the runs). */
const LIGHTHOUSE_TARGETS = { score: 98, tbtMs: 150 }

/** The most JavaScript /start?state=CA is to load before it renders. */
const START_TARGET_KB = 120

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'sim/node/serve.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(SERVER_PORT), STATIC_DIR: BUILD_DIR },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://localhost:${SERVER_PORT}/account/crypto-backed-loan/`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The simulation server did not start')
}

/**
 * What Chromium really downloads to show each page of the production build (served with the
 * simulated backend over HTTP): JS files, gzip sizes as a server would send them, and the
 * time until the page's heading is on screen.
 */
async function browserFirstLoad() {
  const gzipByFile = new Map(readChunks(BUILD_DIR).map((chunk) => [chunk.file, chunk.gzipBytes]))
  const graph = readBuild(BUILD_DIR)
  const entries = firstLoadFiles(BUILD_DIR)
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  try {
    for (const path of PAGES) {
      const times: number[] = []
      const appTimes: number[] = []
      let scripts = new Set<string>()
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext()
        const page = await context.newPage()
        const loaded = new Set<string>()
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') {
            loaded.add(new URL(response.url()).pathname.split('/').pop() as string)
          }
        })
        const start = performance.now()
        await page.goto(`http://localhost:${SERVER_PORT}/account/crypto-backed-loan/${path}`)
        await page.getByRole('heading', { level: 1 }).waitFor()
        times.push(performance.now() - start)
        // The static first paint (production build) stays until the app has rendered over it.
        await page.waitForFunction(
          (attribute) => !document.querySelector(`[${attribute}]`),
          FIRST_PAINT_ATTRIBUTE,
        )
        appTimes.push(performance.now() - start)
        await page.waitForLoadState('networkidle')
        scripts = loaded
        await context.close()
      }
      const gzip = [...scripts].reduce((sum, file) => sum + (gzipByFile.get(file) ?? 0), 0)
      const budget = FIRST_LOAD_BUDGETS.find((each) => each.page === path)
      const computed = budget ? pageFirstLoad(graph, entries, budget.loads).gzipBytes : Number.NaN
      console.log(
        `first-load JS of /${path} in Chromium: ${kb(gzip)} KB gzip (${scripts.size} files); from the chunk graph ${kb(computed)} KB (budget ${budget?.budgetKB} KB); heading shown after ${median(times).toFixed(0)} ms, the app rendered after ${median(appTimes).toFixed(0)} ms (medians of ${RUNS} cold loads)${path.startsWith('start') ? `; target ${START_TARGET_KB} KB` : ''}`,
      )
    }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

/**
 * What keeps the main thread busy while each landing page loads cold, with the CPU slowed 4x
 * as Lighthouse's mobile settings do: the long tasks, and the modules and functions that ran
 * longest (from a CPU profile, named through the build's source maps). The profiler slows the
 * page down itself: its figures rank the work, Lighthouse's TBT measures it.
 */
async function mainThread() {
  const { mainThreadTrace } = await import('./main-thread-trace')
  const server = await startServer()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const ms = (figure: { name: string; selfMs: number }) =>
    `${figure.name} ${figure.selfMs.toFixed(0)}`
  try {
    for (const path of PAGES) {
      const trace = await mainThreadTrace(
        browser,
        `http://localhost:${SERVER_PORT}/account/crypto-backed-loan/${path}`,
        (page) =>
          page.waitForFunction(
            (attribute) => !document.querySelector(`[${attribute}]`),
            FIRST_PAINT_ATTRIBUTE,
          ),
        { mapsDir: sourceMapsDirOf(BUILD_DIR) },
      )
      console.log(
        `main thread of /${path} (CPU 4x slower, profiled): long tasks ${trace.longTasks.map((task) => task.toFixed(0)).join(', ') || 'none'} ms (${trace.blockingMs.toFixed(0)} ms over 50 ms); by module: ${trace.modules.map(ms).join(', ')}; by function: ${trace.functions.slice(0, 8).map(ms).join(', ')} (ms)`,
      )
    }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

interface Load {
  jsBytes: number
  ms: number
}

/** The offer builder's first figures: the coin's price, from the pricing service. */
const OFFER_FIGURES = /1 BTC ≈ \$/
const OFFER_PAGE = 'start?state=CA'

/**
 * One cold load of the offer builder in a new context: the JavaScript bytes as they came over
 * the wire (compressed as the host sent them) and the time until the offer figures show.
 */
async function coldOfferLoad(
  browser: Browser,
  url: string,
  /** The bytes a host sends for a file a service worker passed on (it reports none). */
  sentBytes?: (pathname: string) => number,
): Promise<Load> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const sizes: Promise<number>[] = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const response = await request.response()
    sizes.push(
      response?.fromServiceWorker() && sentBytes
        ? Promise.resolve(sentBytes(new URL(request.url()).pathname))
        : request.sizes().then((size) => size.responseBodySize),
    )
  })
  const start = performance.now()
  await page.goto(url)
  await page.getByText(OFFER_FIGURES).waitFor()
  const ms = performance.now() - start
  // What the page goes on to fetch once the figures are shown is not counted.
  const jsBytes = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0)
  await context.close()
  return { jsBytes, ms }
}

/** A file's size as the demo host sends it to a browser that takes brotli. */
function brotliBytesIn(dir: string) {
  return (pathname: string) => {
    const file = join(dir, pathname.replace(/^\/account\/crypto-backed-loan\//, ''))
    return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
  }
}

/**
 * The demo build beside the production one, each as its own host serves it (the demo host and
 * the simulation server, both sending the .br files written beside the build's): the
 * JavaScript transferred before the offer figures show on /start, and when they show. Medians
 * of RUNS cold loads, the two taken in turn so a busy machine weighs on both alike.
 */
async function demoBesideProduction() {
  const { build } = await import('vite')
  const { startDemoHost } = await import('@sim/node/demo-host')
  const demoDir = mkdtempSync(join(tmpdir(), 'bench-demo-'))
  await build({ mode: 'demo', logLevel: 'error', build: { outDir: demoDir, emptyOutDir: true } })
  const demo = await startDemoHost({ staticDir: demoDir })
  const server = await startServer()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const runs: { demo: Load[]; production: Load[] } = { demo: [], production: [] }
  try {
    const productionUrl = `http://localhost:${SERVER_PORT}/account/crypto-backed-loan/${OFFER_PAGE}`
    for (let run = 0; run < RUNS; run++) {
      runs.demo.push(
        await coldOfferLoad(browser, `${demo.baseUrl}${OFFER_PAGE}`, brotliBytesIn(demoDir)),
      )
      runs.production.push(await coldOfferLoad(browser, productionUrl))
    }
  } finally {
    await browser.close()
    await demo.close()
    if (server.pid) process.kill(-server.pid)
    rmSync(demoDir, { recursive: true, force: true })
  }
  const figures = (label: string, of: Load[]) =>
    `${label} ${kb(median(of.map((r) => r.jsBytes)))} KB, ${(median(of.map((r) => r.ms)) / 1000).toFixed(2)} s`
  console.log(
    `/${OFFER_PAGE} cold in Chromium, JS transferred before the offer figures show and when they show (medians of ${RUNS}): ${figures('demo', runs.demo)}; ${figures('production', runs.production)} (targets: demo at most 400 KB and within 0.5 s of production)`,
  )
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

/**
 * Lighthouse performance (mobile settings) of each page a borrower lands on from a link, on the
 * production build served by the simulation server: medians of several runs.
 */
async function lighthouseScores() {
  const server = await startServer()
  try {
    for (const path of PAGES) {
      const runs: LighthouseFigures[] = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        runs.push(
          await lighthouseFigures(
            `http://localhost:${SERVER_PORT}/account/crypto-backed-loan/${path}`,
          ),
        )
      }
      const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick))
      // The run whose blocking time is the median's: where its longest tasks ran.
      const typical = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)]
      const longest = (typical?.longTasks ?? [])
        .slice(0, 4)
        .map((task) => `${task.url.split('/').pop()} ${task.ms.toFixed(0)}`)
        .join(', ')
      console.log(
        `Lighthouse /${path} (mobile): performance ${of((f) => f.score)}, FCP ${(of((f) => f.fcpMs) / 1000).toFixed(1)} s, LCP ${(of((f) => f.lcpMs) / 1000).toFixed(1)} s, TBT ${of((f) => f.tbtMs).toFixed(0)} ms, CLS ${of((f) => f.cls).toFixed(3)} (median of ${LIGHTHOUSE_RUNS}; runs ${runs.map((f) => `${f.score}/${f.tbtMs.toFixed(0)} ms`).join(', ')}; targets: performance at least ${LIGHTHOUSE_TARGETS.score}, TBT at most ${LIGHTHOUSE_TARGETS.tbtMs} ms); longest tasks of the median run: ${longest || 'none'} (ms, simulated)`,
      )
    }
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

/**
 * Wall time of the US happy-path replay and of the whole scenario library, replayed through the
 * real UI on the demo build (two at a time), as `npm run scenario` does: each time Chromium
 * started, the replays, Chromium closed. The build is not counted; a story that deviates is
 * named.
 */
async function replayTimes() {
  const { build } = await import('vite')
  // One demo build, on the static host the replays use, for every run below.
  const { startDemoHost } = await import('@sim/node/demo-host')
  const demoDir = mkdtempSync(join(tmpdir(), 'bench-demo-'))
  await build({ mode: 'demo', logLevel: 'error', build: { outDir: demoDir, emptyOutDir: true } })
  const host = await startDemoHost({ staticDir: demoDir })
  try {
    await replaysOn(host.baseUrl)
  } finally {
    await host.close()
    rmSync(demoDir, { recursive: true, force: true })
  }
}

async function replaysOn(baseUrl: string) {
  const { replayStories } = await import('./replay/run-replays')
  // Each run as `npm run scenario -- us-happy-path` runs it: Playwright, Chromium started, the
  // replay, closed.
  const walls: number[] = []
  let passed = true
  for (let run = 0; run < RUNS; run += 1) {
    const replay = await replayStories({
      names: ['us-happy-path'],
      baseUrl,
      shard: null,
      quiet: true,
    })
    walls.push(replay.wallMs / 1000)
    passed &&= replay.exitCode === 0
  }
  console.log(
    `replay us-happy-path: ${median(walls).toFixed(1)} s wall time median of ${RUNS} runs (min ${Math.min(...walls).toFixed(1)}, max ${Math.max(...walls).toFixed(1)}), ${passed ? 'passed' : 'DEVIATED'} (target at most 5 s)`,
  )
  const library = await replayStories({ names: null, baseUrl, shard: null, quiet: true })
  const deviated = library.results.filter((result) => !result.ok).map((result) => result.name)
  console.log(
    `replay of the whole library: ${(library.wallMs / 1000).toFixed(1)} s wall time for ${library.results.length} scenarios, two at a time; ${deviated.length === 0 ? 'all passed' : `deviated: ${deviated.join(', ')}`} (target at most 60 s)`,
  )
}

/** Bytes of a GET's body as sent, before any decoding, and the encoding the server chose. */
function wireBytes(
  url: string,
  acceptEncoding: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
        else resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' })
      })
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * What the simulation server really sends for the JS every page loads first (the entry and the
 * app's start, with all they import), for a browser that takes brotli and for one that takes
 * only gzip.
 */
async function simServerTransfer() {
  const { createSimServer } = await import('@sim/node/create-server')
  const { server } = await createSimServer({ staticDir: BUILD_DIR })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // index.html's own script, and the app's start it imports once the page has painted.
  const [entry = ''] = firstLoadUrls(BUILD_DIR)
  const assets = entry.slice(0, entry.lastIndexOf('/') + 1)
  const urls = [...firstLoadShares(BUILD_DIR).files].map((file) => `${assets}${file}`)
  try {
    for (const [label, accept] of [
      ['br', 'br, gzip'],
      ['gzip', 'gzip'],
      ['uncompressed', 'identity'],
    ] as const) {
      const answers = await Promise.all(urls.map((url) => wireBytes(`${origin}${url}`, accept)))
      const bytes = answers.reduce((sum, answer) => sum + answer.bytes, 0)
      const encodings = [...new Set(answers.map((answer) => answer.encoding))].join('+')
      console.log(
        `sim-server /start first-load JS transfer: ${kb(bytes)} KB (${label}; Accept-Encoding: ${accept}; sent ${encodings}; ${urls.length} files, body bytes)`,
      )
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

/**
 * Each part of the bench by name; BENCH_ONLY=bundle,lighthouse runs only those (the build is
 * made whenever a part needs it).
 */
const PARTS: [string, () => Promise<void>][] = [
  ['bundle', bundleFigures],
  ['transfer', simServerTransfer],
  ['browser', browserFirstLoad],
  ['main-thread', mainThread],
  ['demo', demoBesideProduction],
  ['lighthouse', lighthouseScores],
  ['offer-builder', offerBuilderTiming],
  ['offers', offersThroughput],
  ['fairness', fairness],
  ['worlds', worldsMemory],
  ['failure-paths', failurePaths],
  ['replays', replayTimes],
]
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const NEEDS_BUILD = new Set([
  'bundle',
  'transfer',
  'browser',
  'main-thread',
  'demo',
  'lighthouse',
  'offer-builder',
])

try {
  for (const [name, run] of PARTS) {
    if (only && !only.includes(name)) continue
    if (name !== 'bundle' && NEEDS_BUILD.has(name) && !built) await buildOnce()
    await run()
  }
} finally {
  rmSync(BUILD_DIR, { recursive: true, force: true })
  rmSync(sourceMapsDirOf(BUILD_DIR), { recursive: true, force: true })
}
