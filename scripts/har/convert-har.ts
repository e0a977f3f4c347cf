import { APP_BASE_PATH } from '@contract/base-path'
import { resolveScenario, type Scenario } from '@scenarios/scenario'
import { inferDecisions } from './infer-decisions'
import { inferReplay, pagesOpened, storyPath } from './infer-steps'
import { inferWalk, walkedChanges } from './infer-walk'
import { recordedCalls } from './journal-calls'
import { type ContractCall, matchToContract, type Unplaced } from './match-contract'
import { createScrubber, type PersonalKind } from './personal-data'
import { type RecordedExchange, readHar } from './read-har'
import { applicationOrder, rebuildWorld } from './rebuild-world'
import { storySource } from './write-story'

/**
 * A recorded session as a story: the HAR read, its calls matched to the contract, personal
 * data replaced with seeded fakes, then the starting world, the decisions and the replay
 * rebuilt from what is left. Nothing of the recording but what the story holds leaves here.
 */

export interface Conversion {
  scenario: Scenario
  source: string
  replaced: { kind: PersonalKind; values: number; places: number }[]
  /** Sign-in tokens the requests carried: never read, so never written. */
  tokensLeftOut: number
  unplaced: Unplaced[]
  /** Calls whose answers the recording holds no body of (their page was left first). */
  withoutBody: string[]
  notes: string[]
  /** Every personal value the recording held that the story replaced. */
  originals: string[]
}

function scrubCalls(calls: readonly ContractCall[], seed: string) {
  const scrubber = createScrubber(seed)
  // An answer read by the contract is the body it came in: scrubbed once, it stands for both.
  const scrubbed = calls.map((call) => {
    const answer = scrubber.scrub(call.answer)
    return {
      ...call,
      params: scrubber.scrub(call.params),
      answer,
      exchange: {
        ...call.exchange,
        requestBody: scrubber.scrub(call.exchange.requestBody),
        responseBody: call.answer === null ? scrubber.scrub(call.exchange.responseBody) : answer,
      },
    }
  })
  // Free text that repeats a personal value (a greeting, a message) is faked once all are known.
  const cleaned = scrubbed.map((call) => {
    const answer = scrubber.inText(call.answer)
    return {
      ...call,
      answer,
      exchange: {
        ...call.exchange,
        requestBody: scrubber.inText(call.exchange.requestBody),
        responseBody: call.answer === null ? scrubber.inText(call.exchange.responseBody) : answer,
      },
    }
  })
  return { calls: cleaned, scrubber }
}

/** The organisation of the deployment recorded, from the app's config.json. */
function deployedOrganisation(exchanges: readonly RecordedExchange[]): string | undefined {
  const config = exchanges.find((exchange) =>
    exchange.url.pathname.endsWith(`${APP_BASE_PATH}/config.json`),
  )?.responseBody as { orgCode?: unknown } | undefined
  return typeof config?.orgCode === 'string' ? config.orgCode : undefined
}

/**
 * A recording that opened on an application and made changes of its checklist is replayed by
 * walking them again from where it began (infer-walk.ts), in the world as it was before the
 * first; any other opens on the page recorded last, in the world as the recording left it.
 */
function replayOf(
  exchanges: readonly RecordedExchange[],
  calls: readonly ContractCall[],
  notes: string[],
) {
  const changes = walkedChanges(calls)
  const opened = pagesOpened(exchanges)[0]
  const began = opened ? storyPath(opened.url.pathname) : null
  const firstChange = changes[0]
  if (firstChange && began?.appUuid) {
    // The borrower as the whole recording knows them; the applications as they were before.
    const before = Date.parse(firstChange.exchange.startedAt)
    const atStart = rebuildWorld(
      calls.filter((call) => Date.parse(call.exchange.startedAt) < before),
      [],
    )
    const world = { ...rebuildWorld(calls, notes), applications: atStart.applications }
    if (world.applications === undefined) delete world.applications
    return { world, replay: { ...began, steps: inferWalk(changes) }, changes: changes.length }
  }
  const world = rebuildWorld(calls, notes)
  return { world, replay: inferReplay(exchanges, calls, world), changes: 0 }
}

/** The story of a recording, or why the file cannot be read. */
export function convertHar(
  raw: string,
  name: string,
): { ok: true; conversion: Conversion } | { ok: false; reason: string } {
  const read = readHar(raw)
  if (!read.ok) return read
  const exchanges: RecordedExchange[] = read.exchanges
  const matched = matchToContract(exchanges)
  const { calls, scrubber } = scrubCalls(matched.calls, name)
  const notes: string[] = []

  const { world, replay, changes } = replayOf(exchanges, calls, notes)
  world.organisation ??= deployedOrganisation(exchanges)
  if (world.organisation === undefined) delete world.organisation
  // The application of the page recorded is the story's first, the one its path names.
  if (replay.appUuid && world.applications) {
    const order = applicationOrder(calls)
    const at = order.indexOf(replay.appUuid)
    if (at > 0) {
      const [chosen] = world.applications.splice(at, 1)
      if (chosen) world.applications.unshift(chosen)
    }
  }
  const decisions = inferDecisions(calls)
  // A recording with no page in it is a tester's calls (a world's journal): made again in order.
  const testerCalls =
    pagesOpened(exchanges).length === 0
      ? recordedCalls(exchanges, scrubber, world.borrower?.email)
      : []
  const first = world.applications?.[0]
  const description = [
    testerCalls.length > 0
      ? `Recorded from ${testerCalls.length} calls of a tester`
      : 'Recorded from a session of the production app',
    first ? `: an application at ${first.state} / ${first.stage}` : '',
    replay.path ? `, opening on ${replay.path}` : '',
    changes > 0 ? `, its ${changes} changes made again from their pages` : '',
    '.',
  ].join('')
  const scenario: Scenario = {
    name,
    description,
    world,
    decisions,
    replay: { path: replay.path, steps: replay.steps },
    ...(testerCalls.length > 0 ? { calls: testerCalls } : {}),
  }
  // A story that the schema refuses is not written.
  resolveScenario(scenario)
  const replaced = scrubber.report()
  const summary = [
    description,
    `Personal data replaced with fakes: ${
      replaced.map((item) => `${item.kind} ${item.values}`).join(', ') || 'none found'
    }.`,
    ...notes,
  ]
  return {
    ok: true,
    conversion: {
      scenario,
      source: storySource(scenario, summary),
      replaced,
      unplaced: matched.unplaced,
      withoutBody: [...new Set(matched.withoutBody)],
      notes,
      originals: scrubber.originals(),
      tokensLeftOut: read.tokens,
    },
  }
}

/** What the command prints: what was replaced by kind and count, and what could not be placed. */
export function conversionReport(conversion: Conversion, file: string): string {
  const lines = [`Wrote ${file}`]
  const total = conversion.replaced.reduce((sum, item) => sum + item.values, 0)
  lines.push(`Personal data replaced with seeded fakes: ${total} values`)
  for (const item of conversion.replaced) {
    lines.push(
      `  ${item.kind.padEnd(15)} ${item.values} value${item.values === 1 ? '' : 's'} in ${item.places} place${item.places === 1 ? '' : 's'}`,
    )
  }
  if (conversion.tokensLeftOut > 0) {
    lines.push(
      `  ${'token'.padEnd(15)} ${conversion.tokensLeftOut} sign-in token${conversion.tokensLeftOut === 1 ? '' : 's'} left out (the story signs in with its own)`,
    )
  }
  if (conversion.unplaced.length === 0) lines.push('Every call was placed in the contract.')
  else {
    lines.push(`Not placed (${conversion.unplaced.length}):`)
    for (const item of conversion.unplaced) lines.push(`  ${item.call}: ${item.reason}`)
  }
  if (conversion.withoutBody.length > 0) {
    lines.push(
      `Answers the recording holds no body of (their page was left or reloaded before the browser kept them), read as answering nothing: ${conversion.withoutBody.join(', ')}`,
    )
  }
  for (const note of conversion.notes) lines.push(`Note: ${note}`)
  return lines.join('\n')
}
