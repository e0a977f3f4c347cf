import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import type { ResolvedScenario } from '@scenarios/scenario'
import { startDemoHost } from '@sim/node/demo-host'
import { build } from 'vite'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium'
import { leaveReplay, type ReplayResult, replayScenario } from './replay-scenario'

/** Replays at once: the machine has two cores, and each replay is one browser page. */
const PARALLEL = Number(process.env.REPLAY_WORKERS ?? 2)
export const EVIDENCE_DIR = resolve('scenario-replays')

interface Served {
  baseUrl: string
  close(): Promise<void>
}

/** The demo build (the app with the simulation and its panel), built and served for replays. */
async function serveDemoBuild(): Promise<Served> {
  const outDir = mkdtempSync(join(tmpdir(), 'scenario-replay-'))
  await build({ mode: 'demo', logLevel: 'error', build: { outDir, emptyOutDir: true } })
  // As a static host serves it: hashed files cached for good, so a reload or a second page of
  // the same story loads no script twice.
  const host = await startDemoHost({ staticDir: outDir })
  return {
    baseUrl: host.baseUrl,
    async close() {
      await host.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
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
 * The library at a glance: one row per scenario, then the totals. `scope` says first which part
 * of the library ran, when not all of it (a shard).
 */
export function formatSummary(
  results: readonly ReplayResult[],
  wallMs: number,
  scope?: string,
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
    `${results.length - failed} passed, ${failed} deviated, ${results.length} scenarios in ${(wallMs / 1000).toFixed(1)} s wall time (${PARALLEL} at a time)`,
  ].join('\n')
}

export interface ReplayRun {
  stdout: string
  stderr: string
  exitCode: number
  results: ReplayResult[]
  /** Wall time of the replays themselves, once the app is served (the build not counted). */
  wallMs: number
}

export async function replayFromCommandLine(
  scenarios: readonly ResolvedScenario[],
  options: { baseUrl: string | null; summary: boolean; quiet?: boolean; scope?: string },
): Promise<ReplayRun> {
  const served = options.baseUrl
    ? { baseUrl: options.baseUrl, close: async () => {} }
    : await serveDemoBuild()
  const started = performance.now()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const results: ReplayResult[] = []
  try {
    const queue = [...scenarios]
    const worker = async () => {
      // One browser context and one tab per worker: each replay opens its scenario afresh in
      // it (&restart replaces the saved world, the sign-in and the tab's data), as a demo
      // switching stories does, and the browser's caches stay warm between replays.
      const context = await browser.newContext({ baseURL: served.baseUrl })
      let page = await context.newPage()
      try {
        for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
          const result = await replayScenario(page, scenario, EVIDENCE_DIR)
          page = await leaveReplay(page, context, result)
          results.push(result)
          if (!options.quiet) process.stdout.write(`${formatReplay(result)}\n`)
        }
      } finally {
        await context.close()
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, scenarios.length) }, worker))
  } finally {
    await browser.close()
    await served.close()
  }
  const wallMs = performance.now() - started
  const ordered = scenarios.map((scenario) =>
    results.find((result) => result.name === scenario.name),
  )
  const complete = ordered.filter((result): result is ReplayResult => result !== undefined)
  const stdout = options.summary ? `\n${formatSummary(complete, wallMs, options.scope)}` : ''
  return {
    stdout,
    stderr: '',
    exitCode: complete.every((result) => result.ok) ? 0 : 1,
    results: complete,
    wallMs,
  }
}
