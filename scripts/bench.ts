import { performance } from 'node:perf_hooks'
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
    `production first-load JS: ${kb(firstLoadGzip)} KB gzip (${firstLoad.size} files; budget 180 KB)`,
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

bundleFigures()
await offersThroughput()
