import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { type ResolvedScenario, resolveScenario, type Scenario } from '@scenarios/scenario'
import { DEFAULT_SCENARIO_NAME, scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { createSimulation } from '@sim/create-simulation'
import type { WorldSnapshot } from '@sim/engine/world-snapshot'
import { servicesAt } from '@sim/service-urls'
import { type CliOutput, finish, readArguments, usageError } from './command-line'
import { type Shard, shardScope } from './replay/replay-report'

export { type CliOutput, type Shard, shardScope }

/**
 * The scenario library from a terminal: `--list` names every scenario, a name prints the world
 * that scenario starts from, built by the simulated backend in Node (no browser).
 */

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'world'; name: string }
  | {
      kind: 'replay'
      names: readonly string[]
      all: boolean
      baseUrl: string | null
      shard: Shard | null
      /** Each story this many times, to hunt a flaky one. */
      repeatEach?: number
    }
  /** One story against live services (scripts/replay/live-services.ts). */
  | { kind: 'live'; names: readonly string[]; services: string; allowWrites: boolean }
  /** A story written from a recorded session (scripts/har/). */
  | { kind: 'from-har'; file: string; name: string; out: string | null }
  | { kind: 'usage-error'; message: string }

export const HELP = `Usage: npm run scenario -- [<name>... | --all [--shard=K/N] | --world <name> | --list | --help]
       npm run scenario -- --from-har <file.har> --name <name> [--out <dir>]

  <name>...          Replays each scenario headless in Chromium through the real UI: opens
                     it where its story starts, walks its steps and prints each with its
                     time and result. On a deviation it saves a screenshot and the API
                     transcript under scenario-replays/ and exits with code 1.
  --all              Replays the whole library, two at a time (one tab each, every story
                     opened afresh in it), and prints a summary table. Each story is a
                     Playwright test (playwright.stories.config.ts); a run leaves a blob
                     report in blob-report/ with the trace of each story that deviated
                     (npx playwright merge-reports --reporter html blob-report).
  --shard=K/N        With --all: replays only Playwright's shard K of N (1 <= K <= N), a
                     K-th of the library in catalogue order, so N machines (a CI matrix)
                     replay the library side by side, each story on one of them.
  --repeat-each=N    Replays each story asked for N times, to hunt a flaky one.
  --base-url <url>   Replays against a running dev or demo server (for example
                     http://localhost:5173/account/crypto-backed-loan/) instead of building
                     the demo app first.
  --services <url> --allow-writes
                     Replays one story against live services, with the app built as the
                     contract probe: every answer that leaves the contract is listed (call,
                     status, path, value seen) instead of failing the page. A journey
                     writes, so it needs --allow-writes and a host listed in
                     scenarios/live-services.json; the services must hold the story's
                     starting world.
  --world <name>     Prints the world the scenario starts from: organisation, borrower, each
                     application's state and stage, the backend's decisions, faults, the
                     refusals its replay expects and clock jumps. Built by the simulated
                     backend, without a browser.
  --list, -l         Every scenario of the library, with its one-line description.
  --from-har <file>  Writes scenarios/<name>.ts from a HAR of the production app (Chromium's
                     "Save all as HAR with content" or Firefox's "Save All As HAR"): the
                     starting world, the backend's decisions and the replay, rebuilt from the
                     answers. Personal data is replaced with seeded fakes first; the command
                     prints what it replaced and which calls it could not place. The story is
                     in the library at once (listed, opened by URL, replayed by name).
                     A world's journal (?format=har) holds no page: its story keeps the
                     calls, and its replay makes them again in order over HTTP, no browser.
  --name <name>      With --from-har: the story's name (kebab-case).
  --out <dir>        With --from-har: writes the story there instead of scenarios/.
  --help, -h         This text.

Exit codes: 0 done, 1 a replay deviated, 2 unknown scenario or wrong arguments.
The default scenario (no ?scenario= in the browser) is ${DEFAULT_SCENARIO_NAME}.`

const OPTIONS = {
  world: { type: 'string' },
  'base-url': { type: 'string' },
  shard: { type: 'string' },
  'repeat-each': { type: 'string' },
  services: { type: 'string' },
  'from-har': { type: 'string' },
  name: { type: 'string' },
  out: { type: 'string' },
  list: { type: 'boolean', short: 'l' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'allow-writes': { type: 'boolean' },
} as const
const HAR_OPTIONS = new Set(['from-har', 'name', 'out'])

/** `K/N` as a shard, or why it is not one. */
export function parseShard(value: string): Shard | { error: string } {
  const match = /^(\d+)\/(\d+)$/.exec(value)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || !Number.isSafeInteger(index) || !Number.isSafeInteger(count)) {
    return {
      error: `--shard takes K/N, two whole numbers (for example --shard=2/3), not "${value}".`,
    }
  }
  if (count < 1) return { error: `--shard=${value} names no shard: N must be at least 1.` }
  if (index < 1 || index > count) {
    return { error: `--shard=${value} names no shard: K runs from 1 to N (${count}).` }
  }
  return { index, count }
}

/** `N` as a number of times to replay each story, or why it is not one. */
export function parseRepeatEach(value: string): number | { error: string } {
  const times = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(times) || times < 1) {
    return { error: `--repeat-each takes a whole number of times, at least 1, not "${value}".` }
  }
  return times
}

export function parseArguments(argv: readonly string[]): CliCommand {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'help' }
  const parsed = readArguments(argv, OPTIONS, true)
  if ('error' in parsed) return { kind: 'usage-error', message: parsed.error }
  const { values, positionals: names } = parsed
  // An empty value (--out=) names nothing; --shard= is refused below as no K/N.
  const valued = [
    'world',
    'base-url',
    'services',
    'from-har',
    'name',
    'out',
    'repeat-each',
  ] as const
  for (const option of valued) {
    if (values[option] === '') return { kind: 'usage-error', message: `--${option} needs a value.` }
  }
  const fromHar = values['from-har']
  if (fromHar !== undefined) {
    const { name } = values
    const others = Object.keys(values).filter((key) => !HAR_OPTIONS.has(key))
    if (names.length > 0 || others.length > 0) {
      return { kind: 'usage-error', message: '--from-har takes only --name and --out.' }
    }
    if (name === undefined)
      return { kind: 'usage-error', message: '--from-har needs --name <name>.' }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
      return {
        kind: 'usage-error',
        message: `--name ${name}: a story's name is kebab-case (lower-case letters, digits, dashes).`,
      }
    }
    return { kind: 'from-har', file: fromHar, name, out: values.out ?? null }
  }
  if (values.name !== undefined || values.out !== undefined) {
    return { kind: 'usage-error', message: '--name and --out go with --from-har.' }
  }
  const { world, all = false, list = false } = values
  const shard = values.shard === undefined ? null : parseShard(values.shard)
  if (shard !== null && 'error' in shard) return { kind: 'usage-error', message: shard.error }
  if (shard !== null && !all) {
    return {
      kind: 'usage-error',
      message: '--shard replays a slice of the whole library: use it with --all.',
    }
  }
  const chosen = [list, world !== undefined, all || names.length > 0]
  if (chosen.filter(Boolean).length > 1) {
    return {
      kind: 'usage-error',
      message: 'Use one of --list, --world <name>, or scenarios to replay (names or --all).',
    }
  }
  if (list) return { kind: 'list' }
  if (world !== undefined) return { kind: 'world', name: world }
  if (all && names.length > 0) {
    return { kind: 'usage-error', message: 'Use either --all or scenario names, not both.' }
  }
  if (!all && names.length === 0) {
    return { kind: 'usage-error', message: 'Name a scenario to replay, or use --all or --list.' }
  }
  const repeatEach =
    values['repeat-each'] === undefined ? undefined : parseRepeatEach(values['repeat-each'])
  if (typeof repeatEach === 'object') return { kind: 'usage-error', message: repeatEach.error }
  const { services } = values
  if (services !== undefined) {
    if (repeatEach !== undefined) {
      return {
        kind: 'usage-error',
        message: '--repeat-each replays the library, not live services.',
      }
    }
    return { kind: 'live', names, services, allowWrites: values['allow-writes'] ?? false }
  }
  return {
    kind: 'replay',
    names,
    all,
    baseUrl: values['base-url'] ?? null,
    shard,
    ...(repeatEach === undefined ? {} : { repeatEach }),
  }
}

/** One line per scenario: names padded to one column, then the description. */
export function formatList(scenarios: readonly Pick<Scenario, 'name' | 'description'>[]): string {
  const width = Math.max(0, ...scenarios.map((scenario) => scenario.name.length))
  return scenarios
    .map((scenario) => `${scenario.name.padEnd(width)}  ${scenario.description}`)
    .join('\n')
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        substitution,
      )
    }
    previous = current
  }
  return previous[b.length] as number
}

/** Names a typo or a fragment probably meant: a few edits away, or sharing a word with it. */
export function closeNames(wanted: string, names: readonly string[], limit = 5): string[] {
  const query = wanted.trim().toLowerCase()
  const words = query.split(/[^a-z0-9]+/).filter((word) => word.length >= 3)
  return names
    .map((name) => ({ name, distance: editDistance(query, name) }))
    .filter(
      ({ name, distance }) =>
        distance <= Math.max(2, Math.floor(query.length / 3)) ||
        name.includes(query) ||
        words.some((word) => name.split('-').some((part) => part.startsWith(word))),
    )
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ name }) => name)
}

export function unknownScenarioMessage(wanted: string, names: readonly string[]): string {
  const close = closeNames(wanted, names)
  const hint =
    close.length > 0
      ? `Did you mean: ${close.join(', ')}?`
      : 'Run npm run scenario -- --list to see them all.'
  return `No scenario is called "${wanted}". ${hint}`
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
const duration = (ms: number) => {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000} d`
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`
  if (ms % 60_000 === 0) return `${ms / 60_000} min`
  if (ms % 100 === 0) return `${ms / 1_000} s`
  return `${ms} ms`
}

function formatFault(fault: ResolvedScenario['faults'][number]): string {
  const effects = [
    fault.status === undefined ? null : `answers ${fault.status}`,
    fault.message === undefined ? null : `"${fault.message}"`,
    fault.latencyMs === undefined ? null : `after ${duration(fault.latencyMs)}`,
    fault.networkError ? 'drops the connection' : null,
  ].filter((effect) => effect !== null)
  const times =
    fault.times === undefined ? 'every call' : `${fault.times} call${fault.times === 1 ? '' : 's'}`
  const endpoint = fault.endpoint === '*' ? 'every endpoint' : fault.endpoint
  return `${endpoint}: ${effects.join(', ')} (${times})`
}

/** The starting world as a reader wants it, from the scenario and the world it built. */
export function formatStartingPoint(scenario: ResolvedScenario, world: WorldSnapshot): string {
  const { collections } = world
  const brandOf = (code: string) =>
    collections.organisations.find((organisation) => organisation.orgCode === code)?.orgBrand
      .name ?? 'unknown brand'
  const organisation = scenario.world.organisation ?? DEFAULT_ORG_CODE
  const lines = [
    scenario.name,
    `  ${scenario.description}`,
    '',
    `Starts at     ${new Date(world.clockNow).toISOString()}`,
    `Organisation  ${organisation} (${brandOf(organisation)})`,
  ]

  const [borrower] = collections.borrowers
  if (!borrower) {
    lines.push('Borrower      none: a visitor who has not signed in')
  } else {
    const signedIn = collections.sessions.some((session) => session.borrowerUuid === borrower.uuid)
    const profile = collections.profiles.find((record) => record.uuid === borrower.uuid)
    const home = profile?.addresses.find((address) => address.type === 'HOME')
    const details = home
      ? `details on file (${[home.city, home.state, home.country].filter(Boolean).join(', ')})`
      : 'no details on file'
    lines.push(
      `Borrower      ${borrower.firstName} ${borrower.lastName} <${borrower.email}>, ${
        signedIn ? 'signed in' : 'signed out'
      }, ${details}`,
    )
  }

  if (collections.applications.length === 0) {
    lines.push('Applications  none')
  } else {
    lines.push('Applications')
    for (const application of collections.applications) {
      const offer = application.selectedOffer
      const chosen = offer
        ? `offer chosen: ${money(offer.drawAmount)} against ${offer.collateralUnits} ${offer.collateral.type}`
        : `${application.offers.length} offers, none chosen`
      lines.push(
        `  ${application.appUuid}  ${application.state} / ${application.stage}  ${application.organisation}`,
        `    ${chosen}; identity ${application.progress.identity}`,
      )
      for (const job of collections.jobs.filter((item) => item.appUuid === application.appUuid)) {
        lines.push(
          `    lender's next step: ${job.event} in ${duration(job.runAt - world.clockNow)}`,
        )
      }
    }
  }

  const { decisions } = scenario
  const arrivals = decisions.collateralArrivals.map(
    (arrival) => `${arrival.coinQuantity} coin after ${duration(arrival.afterMs)}`,
  )
  const features = Object.entries(decisions.features).map(
    ([key, on]) => `${key} ${on ? 'on' : 'off'}`,
  )
  lines.push(
    'Decisions',
    `  soft credit ${decisions.softCredit}, KYC ${decisions.kyc}, release ${decisions.release}`,
    `  collateral arrivals: ${arrivals.length > 0 ? arrivals.join(', ') : 'none'}`,
    `  features: ${features.length > 0 ? features.join(', ') : 'defaults'}`,
  )
  lines.push(scenario.faults.length === 0 ? 'Faults        none' : 'Faults')
  for (const fault of scenario.faults) lines.push(`  ${formatFault(fault)}`)
  if (scenario.expectedRefusals.length > 0) lines.push('Refusals the replay expects')
  for (const refusal of scenario.expectedRefusals) {
    lines.push(`  ${refusal.endpoint}: answers ${refusal.status}`)
  }
  lines.push(scenario.clockJumps.length === 0 ? 'Clock jumps   none' : 'Clock jumps')
  for (const jump of scenario.clockJumps) {
    lines.push(`  ${jump.label}: +${duration(jump.advanceMs)}`)
  }
  return lines.join('\n')
}

export async function runScenarioCli(argv: readonly string[]): Promise<CliOutput> {
  const command = parseArguments(argv)
  const names: readonly string[] = scenarioCatalogue.map((scenario) => scenario.name)
  switch (command.kind) {
    case 'help':
      return { stdout: HELP, stderr: '', exitCode: 0 }
    case 'list':
      return { stdout: formatList(scenarioCatalogue), stderr: '', exitCode: 0 }
    case 'usage-error':
      return usageError(command.message, HELP)
    case 'from-har': {
      const { fromHarCommand } = await import('./har/from-har-command')
      return fromHarCommand(command, names)
    }
    case 'world': {
      const found = scenarioCatalogue.find((scenario) => scenario.name === command.name)
      if (!found) {
        return { stdout: '', stderr: unknownScenarioMessage(command.name, names), exitCode: 2 }
      }
      const simulation = await createSimulation({
        services: servicesAt('http://simulation.local'),
        scenario: found,
        persistence: null,
      })
      const text = formatStartingPoint(resolveScenario(found), simulation.engine.snapshot())
      return { stdout: text, stderr: '', exitCode: 0 }
    }
    case 'live':
      return replayLive(command)
    case 'replay': {
      const unknown = command.names.find((name) => !names.includes(name))
      if (unknown)
        return { stdout: '', stderr: unknownScenarioMessage(unknown, names), exitCode: 2 }
      const { shard } = command
      if (shard && shard.count > scenarioCatalogue.length) {
        const message = `--shard=${shard.index}/${shard.count} asks for more shards than the library has stories (${scenarioCatalogue.length}).`
        return usageError(message, HELP)
      }
      // A story of a tester's calls (from a world's journal) is made again over HTTP, no browser.
      const callStories = command.all
        ? []
        : scenarioCatalogue.filter(
            (story) => command.names.includes(story.name) && (story.calls?.length ?? 0) > 0,
          )
      if (callStories.length > 0) return replayCallStories(callStories)
      // Playwright and the demo build load only when a replay is asked for.
      const { replayStories } = await import('./replay/run-replays')
      const run = await replayStories({
        names: command.all ? null : command.names,
        baseUrl: command.baseUrl,
        shard,
        repeatEach: command.repeatEach ?? null,
      })
      // Playwright printed each story as it ended, and the table.
      return { stdout: '', stderr: '', exitCode: run.exitCode }
    }
  }
}

/** Stories of a tester's calls, each made again on a world of its own (replay-calls.ts). */
async function replayCallStories(stories: readonly Scenario[]): Promise<CliOutput> {
  const { replayCalls } = await import('./replay/replay-calls')
  const lines: string[] = []
  let deviated = false
  for (const story of stories) {
    const { made, deviations } = await replayCalls(story)
    if (deviations.length > 0) deviated = true
    lines.push(
      deviations.length === 0
        ? `${story.name}: ${made} calls made again in order, each answered as the journal has it`
        : `${story.name}: deviated\n${deviations.map((line) => `  ${line}`).join('\n')}`,
    )
  }
  return { stdout: lines.join('\n'), stderr: '', exitCode: deviated ? 1 : 0 }
}

/** One story against live services: its own module, loaded only when asked for. */
async function replayLive({
  names,
  services,
  allowWrites,
}: Extract<CliCommand, { kind: 'live' }>): Promise<CliOutput> {
  const live = await import('./replay/live-services')
  const [name = ''] = names
  const scenario = scenarioCatalogue.find((candidate) => candidate.name === name)
  if (names.length !== 1) {
    return { stdout: '', stderr: 'Name one story to replay with --services.', exitCode: 2 }
  }
  if (!scenario) {
    const known = scenarioCatalogue.map((candidate) => candidate.name)
    return { stdout: '', stderr: unknownScenarioMessage(name, known), exitCode: 2 }
  }
  const refusal = live.refuseLiveRun(services, allowWrites, live.readAllowedHosts())
  if (refusal) return { stdout: '', stderr: refusal, exitCode: 2 }
  const run = await live.replayAgainstLiveServices(resolveScenario(scenario), services)
  return { stdout: run.stdout, stderr: '', exitCode: run.exitCode }
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  finish(await runScenarioCli(process.argv.slice(2)))
}
