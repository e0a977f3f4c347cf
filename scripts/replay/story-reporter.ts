import { writeFileSync } from 'node:fs'
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { formatReplay, formatSummary, REPLAY_ATTACHMENT, shardScope } from './replay-report'
import type { ReplayResult } from './replay-scenario'

/**
 * The library's Playwright run as `npm run scenario` prints it (playwright.stories.config.ts):
 * each story's steps with their times as it ends, then the table of the stories this run held,
 * in catalogue order, opened by the shard's scope when sharded. STORY_REPORT=quiet prints only
 * the table; STORY_RESULTS=FILE also writes the results, as JSON, to FILE (the benchmark reads
 * them).
 */

/** A story's result: the one its test attached, or the test's own failure when it attached none. */
function resultOf(test: TestCase, result: TestResult): ReplayResult {
  const name = `${test.title}${test.repeatEachIndex > 0 ? ` #${test.repeatEachIndex + 1}` : ''}`
  const attached = result.attachments.find((attachment) => attachment.name === REPLAY_ATTACHMENT)
  if (attached?.body) return { ...(JSON.parse(attached.body.toString()) as ReplayResult), name }
  const error = result.error?.message ?? `the test ended ${result.status}`
  return {
    name,
    ok: result.status === 'passed',
    ms: result.duration,
    steps: [{ title: 'the story’s test', ms: result.duration, ok: false, error }],
  }
}

export default class StoryReporter implements Reporter {
  private readonly quiet = process.env.STORY_REPORT === 'quiet'
  private started = 0
  private config: FullConfig | null = null
  private tests: TestCase[] = []
  private readonly results = new Map<TestCase, ReplayResult>()

  printsToStdio(): boolean {
    return true
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.started = performance.now()
    this.config = config
    this.tests = suite.allTests()
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // A test Playwright runs again (a retry) replaces its last result.
    const replay = resultOf(test, result)
    this.results.set(test, replay)
    if (!this.quiet) process.stdout.write(`${formatReplay(replay)}\n`)
  }

  onEnd(result: FullResult): void {
    const wallMs = performance.now() - this.started
    const results = this.tests.flatMap((test) => this.results.get(test) ?? [])
    const shard = this.config?.shard
    const scope = shard
      ? shardScope(
          { index: shard.current, count: shard.total },
          [...new Set(this.tests.map((test) => test.title))].map(
            (name) => scenarioCatalogue.findIndex((story) => story.name === name) + 1,
          ),
          scenarioCatalogue.length,
        )
      : undefined
    // Playwright starts no more workers than the run has tests.
    const workers = Math.max(1, Math.min(this.config?.workers ?? 1, this.tests.length))
    process.stdout.write(`\n${formatSummary(results, { wallMs, workers, scope })}\n`)
    if (result.status === 'interrupted' || results.length < this.tests.length) {
      const left = this.tests.length - results.length
      process.stdout.write(`${left} stories did not run (the run was ${result.status}).\n`)
    }
    if (results.some((replay) => !replay.ok)) {
      process.stdout.write(
        '\nTraces of the deviated stories: npx playwright merge-reports --reporter html blob-report, then npx playwright show-report\n',
      )
    }
    const file = process.env.STORY_RESULTS
    if (file) writeFileSync(file, `${JSON.stringify({ wallMs, results }, null, 2)}\n`)
  }
}
