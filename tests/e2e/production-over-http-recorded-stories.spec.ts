import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { walk } from '@scenarios/replay-interpreter'
import { resolveScenario, type Scenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { danaWithDetails } from '@scenarios/story-parts'
import { convertHar } from '@scripts/har/convert-har'
import { writeStory } from '@scripts/har/write-story'
import { playwrightDriver } from '@scripts/replay/replay-scenario'
import {
  pageShown,
  type StoryServer,
  serveStory,
  signedInTab,
} from '@tests/support/recorded-stories'
import { tsImport } from 'tsx/esm/api'
import {
  CHROMIUM_FLAGS,
  HEADLESS_CHROMIUM_PATH,
  INTERPRETED_JAVASCRIPT,
} from '../../scripts/chromium'

/**
 * From production to a story and back: the production build talks real HTTP to the simulation
 * server while Playwright records a HAR; the HAR becomes a story in a temporary library; the
 * story, served afresh, opens at the page recorded with the same figures, and holds none of the
 * recording's personal values.
 */

const BTC_RETURN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

/** A funded loan whose coin falls to a margin call within the hour. */
const marginCalled: Scenario = {
  ...(findScenario('margin-call-liquidated') as Scenario),
  name: 'recording-margin-call',
  world: {
    ...(findScenario('margin-call-liquidated') as Scenario).world,
    pricePaths: {
      BTC: [
        { atHours: 0, price: 97_250 },
        { atHours: 1, price: 55_000 },
      ],
    },
  },
}

interface Recording {
  name: string
  from: Scenario | string
  path: string
  /** What the borrower does and sees before the recording ends. */
  act: (page: Page, server: StoryServer) => Promise<void>
}

/**
 * Three kinds of page, each a recording of its own: a refusal the borrower typed into (a POST
 * and its 400), a product with services of its own (refinance), and a page the server's clock
 * moved on (a margin call). The conversion's rules for every other page are unit tests
 * (tests/unit/scripts/har/convert-har.test.ts).
 */
const recordings: Recording[] = [
  {
    name: 'recorded-release-refused',
    from: 'release-invalid-return-address',
    path: 'first-application/collateral-release',
    act: async (page) => {
      const main = page.getByRole('main')
      await main.getByLabel('Return wallet address').fill(BTC_RETURN_ADDRESS)
      await main.getByRole('button', { name: 'Save Address', exact: true }).click()
      await page.getByRole('button', { name: 'Confirm', exact: true }).click()
      await expect(main.getByText('Invalid address entered - enter again')).toBeVisible()
    },
  },
  {
    name: 'recorded-refinance-top-up',
    from: 'refinance-custody-only-top-up',
    path: 'celsius-refi',
    act: async (page) => {
      await expect(page.getByText('CL-100234, CL-100235')).toBeVisible()
    },
  },
  {
    name: 'recorded-margin-call',
    from: marginCalled,
    path: 'dashboard',
    act: async (page, server) => {
      await server.advance(page, 60 * 60_000)
      await page.reload()
      await expect(page.getByText('Time left to cure')).toBeVisible()
    },
  },
]

/** Personal values the recording holds: the borrower's, the address typed, the token sent. */
function personalValuesOf(har: string): string[] {
  const profile = danaWithDetails.profile
  const tokens = [...har.matchAll(/"Bearer ([^"]+)"/gi)].map((match) => match[1] as string)
  const values = [
    danaWithDetails.firstName,
    danaWithDetails.lastName,
    danaWithDetails.email,
    profile?.dob,
    profile?.phone,
    profile?.homeAddress.street1,
    profile?.homeAddress.street2,
    profile?.homeAddress.zip,
    BTC_RETURN_ADDRESS,
    ...tokens,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0)
  // Each must really be in the recording, or its absence from the story proves nothing.
  return values.filter((value) => har.includes(value))
}

test.describe.configure({ mode: 'parallel' })
// A HAR is written when its context closes, and the replay opens another: Chromium in one
// process does not outlive a closed context (scripts/chromium.ts), so this file has the usual
// processes (and, as the other tests, no optimizing compilers).
test.use({
  launchOptions: {
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, INTERPRETED_JAVASCRIPT],
  },
})

for (const recording of recordings) {
  test(`a HAR of the production app becomes the story ${recording.name}, which replays with the same figures`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const library = mkdtempSync(join(tmpdir(), 'recorded-library-'))
    const har = join(library, `${recording.name}.har`)
    try {
      // 1. Record: the production build against the simulation server, a HAR of it all.
      const live = await serveStory(recording.from)
      const tab = await signedInTab(browser, live, har)
      await tab.page.goto(live.url(recording.path))
      await recording.act(tab.page, live)
      const recorded = await pageShown(tab.page)
      await tab.context.close()
      await live.close()
      expect(recorded.heading).not.toBe('')

      // KEEP_HARS=dir keeps the recordings (the README's worked example is one of them).
      if (process.env.KEEP_HARS) copyFileSync(har, join(process.env.KEEP_HARS, basename(har)))

      // 2. Convert into a temporary library.
      const raw = readFileSync(har, 'utf8')
      const converted = convertHar(raw, recording.name)
      if (!converted.ok) throw new Error(converted.reason)
      const { conversion } = converted
      const file = writeStory(library, recording.name, conversion.source)
      // The temporary library is read as the project's own files are: ES modules.
      writeFileSync(join(library, 'package.json'), '{ "type": "module" }')
      const written = readFileSync(file, 'utf8')
      expect(conversion.unplaced).toEqual([])

      // 3. No personal value of the HAR is anywhere in the story written.
      const personal = personalValuesOf(raw)
      expect(personal.length).toBeGreaterThan(3)
      for (const value of personal) expect(written).not.toContain(value)

      // 4. Replay: the written story, served afresh, opens at the page with the same figures.
      const story = resolveScenario(
        ((await tsImport(file, import.meta.url)) as { default: Scenario }).default,
      )
      const replayed = await serveStory(story)
      const again = await signedInTab(browser, replayed)
      await again.page.goto(replayed.url(story.replay.path))
      // The story's steps, time passing on the simulation server rather than in the page.
      const driver = playwrightDriver(again.page, {
        passTime: (ms) => replayed.advance(again.page, ms),
      })
      await walk(driver, story.replay.steps)
      driver.stop()
      await expect.poll(() => pageShown(again.page)).toEqual(recorded)
      await again.context.close()
      await replayed.close()
    } finally {
      rmSync(library, { recursive: true, force: true })
    }
  })
}
