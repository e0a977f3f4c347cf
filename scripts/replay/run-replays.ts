import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Shard } from './replay-report'
import type { ReplayResult } from './replay-scenario'

/**
 * `npm run scenario -- NAME... | --all` as a front over the library's Playwright tests
 * (playwright.stories.config.ts): the stories asked for, Playwright's own shard of them, each
 * printed as it ends and the table at the end (story-reporter.ts). Playwright's output goes
 * straight to the terminal.
 */

export const STORIES_CONFIG = 'playwright.stories.config.ts'

export interface StoriesRun {
  /** Playwright's exit code: 0 when every story held, 1 when one deviated. */
  exitCode: number
  results: ReplayResult[]
  /** Wall time of the replays, browsers started (the build and its server not counted). */
  wallMs: number
}

export interface StoriesOptions {
  /** The stories to replay, by name; every story of the library when null. */
  names: readonly string[] | null
  /** A server already running the app, instead of the demo build served for the run. */
  baseUrl: string | null
  shard: Shard | null
  /** Each story this many times (hunting a flaky one). */
  repeatEach?: number | null
  /** Only the table, not each story's steps. */
  quiet?: boolean
}

/** A --grep that picks these stories' tests, whose titles are the stories' names. */
export function grepOf(names: readonly string[]): string {
  return `(^| )(${names.join('|')})$`
}

/** Playwright's arguments for a run of the library. */
export function playwrightArguments({ names, shard, repeatEach }: StoriesOptions): string[] {
  return [
    'test',
    '--config',
    STORIES_CONFIG,
    ...(shard ? [`--shard=${shard.index}/${shard.count}`] : []),
    ...(names ? ['--grep', grepOf(names)] : []),
    ...(repeatEach ? [`--repeat-each=${repeatEach}`] : []),
  ]
}

export async function replayStories(options: StoriesOptions): Promise<StoriesRun> {
  const folder = mkdtempSync(join(tmpdir(), 'story-results-'))
  const resultsFile = join(folder, 'results.json')
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
  try {
    const exitCode = await new Promise<number>((done, failed) => {
      const child = spawn(process.execPath, [cli, ...playwrightArguments(options)], {
        stdio: 'inherit',
        env: {
          ...process.env,
          STORY_RESULTS: resultsFile,
          ...(options.quiet ? { STORY_REPORT: 'quiet' } : {}),
          ...(options.baseUrl ? { STORIES_BASE_URL: options.baseUrl } : {}),
        },
      })
      child.on('error', failed)
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
    })
    if (!existsSync(resultsFile)) return { exitCode: exitCode || 1, results: [], wallMs: 0 }
    const { wallMs, results } = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
      wallMs: number
      results: ReplayResult[]
    }
    return { exitCode, results, wallMs }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
