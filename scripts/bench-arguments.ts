import { readArguments } from './command-line'

/**
 * `npm run bench` takes no arguments, only environment variables: any argument is refused with
 * the usage and exit code 2, before anything is built. Apart from bench.ts, which runs the
 * bench when it is imported, so that a test can ask it.
 */

export const BENCH_USAGE = [
  'Usage: npm run bench   (no arguments: it is set by environment variables)',
  '  BENCH_ONLY=PART,...  only those parts: bundle, transfer, browser, main-thread, demo,',
  '                       lighthouse, offer-builder, offers, fairness, worlds,',
  '                       failure-paths, replays',
  '  BENCH_RUNS, BENCH_RUN_MS, BENCH_BUSY_WORLD, BENCH_LIGHTHOUSE_RUNS, BENCH_PORT',
].join('\n')

/** What to print on stderr and exit with, or null when the arguments are none (a lone `--`). */
export function refusedBenchArguments(args: readonly string[]): string | null {
  const given = readArguments([...args], {})
  return 'error' in given ? `${given.error}\n\n${BENCH_USAGE}\n` : null
}
