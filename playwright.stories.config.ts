import { defineConfig } from '@playwright/test'
import { CHROMIUM_TEST_FLAGS, HEADLESS_CHROMIUM_PATH } from './scripts/chromium'

/**
 * The story library as Playwright tests, one test per story in catalogue order
 * (tests/stories/story-library.spec.ts): what `npm run scenario -- NAME | --all` runs, and what a
 * QA machine runs directly:
 *
 *   npx playwright test --config playwright.stories.config.ts                    # every story
 *   npx playwright test --config playwright.stories.config.ts --shard=2/3        # a third of them
 *   npx playwright test --config playwright.stories.config.ts -g us-happy-path --repeat-each=20
 *   npx playwright merge-reports --reporter html blob-report                     # one HTML report
 *
 * Not part of `npm test` (whose browser tests are playwright.config.ts; it replays the library in
 * the rendered app instead). Each run writes a blob report into blob-report/ (report-K.zip for
 * shard K), which merge-reports makes into one HTML report, with the trace of every story that
 * deviated. The demo build is served on STORIES_PORT (4175 by default), built first unless
 * E2E_BUILT=1 says dist-demo is ready; STORIES_BASE_URL replays against a server already running
 * (a dev server, another demo host) instead.
 */
const port = Number(process.env.STORIES_PORT ?? 4175)
const served = `http://localhost:${port}/account/crypto-backed-loan/`
const baseURL = process.env.STORIES_BASE_URL ?? served
const built = process.env.E2E_BUILT === '1'

export default defineConfig({
  testDir: 'tests/stories',
  outputDir: 'test-results/stories',
  // One test per story, each its own group: shards and workers take stories, not files.
  fullyParallel: true,
  workers: Number(process.env.REPLAY_WORKERS ?? 2),
  // No retries: a story that deviates once is a defect to find (--repeat-each hunts a flaky one).
  retries: 0,
  reporter: [['./scripts/replay/story-reporter.ts'], ['blob']],
  // Each story sets its own, by its number of steps (tests/support/playwright/story-replay.ts).
  timeout: 45_000,
  use: {
    browserName: 'chromium',
    baseURL,
    launchOptions: { executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_TEST_FLAGS },
    // Recorded for every story and kept for those that deviate: the merged report shows them,
    // with each step, the calls and their answers, the console, and the deviation's screenshot
    // (attached by the story). The page's pictures at every step (DOM snapshots and a
    // screencast) nearly doubled each story's time (us-happy-path 15.3 s -> 8.6 s without
    // them): STORY_TRACE=full records them too, for a story being hunted.
    trace:
      process.env.STORY_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  webServer: process.env.STORIES_BASE_URL
    ? []
    : {
        command: `${built ? '' : 'DEMO_PRECOMPRESS=0 npx vite build --mode demo --logLevel warn && '}npm run preview:demo -- --port ${port}`,
        url: served,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
      },
})
