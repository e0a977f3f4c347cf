import { type ChildProcess, spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { buildProduction, firstLoadFiles, readChunks } from './production-build'

/**
 * Prints size and speed figures, one per line, with no pass or fail. Speed figures are medians
 * of several runs: these machines are shared and noisy.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 2000)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

function bundleFigures() {
  buildProduction()
  const chunks = readChunks()
  const firstLoad = new Set(firstLoadFiles())
  const firstLoadGzip = chunks
    .filter((c) => firstLoad.has(c.file))
    .reduce((s, c) => s + c.gzipBytes, 0)
  const allGzip = chunks.reduce((s, c) => s + c.gzipBytes, 0)
  console.log(
    `production entry JS (index.html script and modulepreloads): ${kb(firstLoadGzip)} KB gzip (${firstLoad.size} files; first-load budget 180 KB)`,
  )
  console.log(`production all JS: ${kb(allGzip)} KB gzip (${chunks.length} files)`)
}

async function offersThroughput() {
  const { offersBenchmark } = await import('../sim/node/offers-benchmark')
  const runner = await offersBenchmark()
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
    `simulated offers endpoint (Node, in process): ${median(rates).toFixed(0)} requests/s median of ${RUNS} runs (min ${Math.min(...rates).toFixed(0)}, max ${Math.max(...rates).toFixed(0)})`,
  )
  await runner.close()
}

const SERVER_PORT = 8791
const PAGES = ['residency', 'start?state=CA', 'faq']

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'sim/node/serve.ts'], {
    env: { ...process.env, PORT: String(SERVER_PORT), STATIC_DIR: 'dist' },
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
  const gzipByFile = new Map(readChunks().map((chunk) => [chunk.file, chunk.gzipBytes]))
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  try {
    for (const path of PAGES) {
      const times: number[] = []
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
        await page.waitForLoadState('networkidle')
        scripts = loaded
        await context.close()
      }
      const gzip = [...scripts].reduce((sum, file) => sum + (gzipByFile.get(file) ?? 0), 0)
      console.log(
        `first-load JS of /${path} in Chromium: ${kb(gzip)} KB gzip (${scripts.size} files); heading shown after ${median(times).toFixed(0)} ms median of ${RUNS} cold loads`,
      )
    }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid)
  }
}

bundleFigures()
await browserFirstLoad()
await offersThroughput()
