import type { ReplayResult } from './replay-scenario'

/**
 * What `npm run scenario` prints of a replay: each story's steps with their times, and the
 * library's table. The library's Playwright tests attach each story's result to their test
 * (REPLAY_ATTACHMENT), and the command's reporter (story-reporter.ts) prints from there.
 */

/** The name of the attachment that carries a story's replay, as JSON, on its test. */
export const REPLAY_ATTACHMENT = 'story replay'

/** Shard `index` of `count`, both counted from 1 (`--shard=index/count`). */
export interface Shard {
  index: number
  count: number
}

const ms = (value: number) => `${Math.round(value)} ms`

/** One scenario's steps as lines: a tick or a cross, the step, its time; the error beneath. */
export function formatReplay(result: ReplayResult): string {
  const width = Math.max(...result.steps.map((step) => step.title.length), 20)
  const lines = [`${result.ok ? '✓' : '✗'} ${result.name}  (${ms(result.ms)})`]
  for (const step of result.steps) {
    lines.push(`    ${step.ok ? '✓' : '✗'} ${step.title.padEnd(width)}  ${ms(step.ms).padStart(8)}`)
    if (step.error) for (const line of step.error.split('\n')) lines.push(`        ${line}`)
  }
  if (result.evidence) {
    lines.push(`    screenshot: ${result.evidence.screenshot}`)
    lines.push(`    API transcript: ${result.evidence.transcript}`)
  }
  return lines.join('\n')
}

/**
 * The library at a glance: one row per story replayed, then the totals. `scope` says first which
 * part of the library ran, when not all of it (a shard).
 */
export function formatSummary(
  results: readonly ReplayResult[],
  { wallMs, workers, scope }: { wallMs: number; workers: number; scope?: string | undefined },
): string {
  const width = Math.max(...results.map((result) => result.name.length), 8)
  const rows = results.map(
    (result) =>
      `${result.name.padEnd(width)}  ${(result.ok ? 'passed' : 'DEVIATED').padEnd(8)}  ${String(result.steps.length).padStart(5)}  ${ms(result.ms).padStart(9)}`,
  )
  const failed = results.filter((result) => !result.ok).length
  return [
    ...(scope ? [scope, ''] : []),
    `${'scenario'.padEnd(width)}  ${'result'.padEnd(8)}  steps  ${'time'.padStart(9)}`,
    ...rows,
    '',
    `${results.length - failed} passed, ${failed} deviated, ${results.length} scenarios in ${(wallMs / 1000).toFixed(1)} s wall time (${workers} at a time)`,
  ].join('\n')
}

/** Positions as runs: 1, 2, 3, 7 as '1 to 3, 7'. */
function runsOf(positions: readonly number[]): string {
  const runs: Array<[number, number]> = []
  for (const position of [...positions].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && position === last[1] + 1) last[1] = position
    else runs.push([position, position])
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from} to ${to}`)).join(', ')
}

/**
 * What the summary of a sharded run says first: which shard, and which stories of the library
 * (their positions in the catalogue, counted from 1) it held.
 */
export function shardScope(
  shard: Shard,
  positions: readonly number[],
  libraryStories: number,
): string {
  const held = positions.length === 0 ? 'no story' : `catalogue positions ${runsOf(positions)}`
  return `Shard ${shard.index}/${shard.count}: ${positions.length} of the library's ${libraryStories} stories (${held}).`
}
