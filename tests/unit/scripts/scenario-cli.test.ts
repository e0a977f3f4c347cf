import { resolveScenario } from '@scenarios/scenario'
import { findScenario, type ScenarioName, scenarioCatalogue } from '@scenarios/scenario-catalogue'
import {
  closeNames,
  formatList,
  formatStartingPoint,
  parseArguments,
  runScenarioCli,
  shardScope,
} from '@scripts/scenario'
import { createSimulation } from '@sim/create-simulation'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, expectTypeOf, it } from 'vitest'

const NAMES = scenarioCatalogue.map((scenario) => scenario.name)

describe('the scenario command line reads its arguments', () => {
  it.each([
    [['--list'], { kind: 'list' }],
    [['-l'], { kind: 'list' }],
    [['--', '--list'], { kind: 'list' }],
    [['--help'], { kind: 'help' }],
    [['-h'], { kind: 'help' }],
    [['at-next-steps', '--help'], { kind: 'help' }],
    [['--world', 'at-next-steps'], { kind: 'world', name: 'at-next-steps' }],
    [['--world=at-next-steps'], { kind: 'world', name: 'at-next-steps' }],
    [
      ['at-next-steps'],
      { kind: 'replay', names: ['at-next-steps'], all: false, baseUrl: null, shard: null },
    ],
    [
      ['at-next-steps', 'kyc-in-review'],
      {
        kind: 'replay',
        names: ['at-next-steps', 'kyc-in-review'],
        all: false,
        baseUrl: null,
        shard: null,
      },
    ],
    [['--all'], { kind: 'replay', names: [], all: true, baseUrl: null, shard: null }],
    [
      ['--all', '--base-url', 'http://localhost:5173/x/'],
      { kind: 'replay', names: [], all: true, baseUrl: 'http://localhost:5173/x/', shard: null },
    ],
    [
      ['us-happy-path', '--repeat-each=20'],
      {
        kind: 'replay',
        names: ['us-happy-path'],
        all: false,
        baseUrl: null,
        shard: null,
        repeatEach: 20,
      },
    ],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected)
  })

  it.each([
    [[], 'Name a scenario to replay, or use --all or --list.'],
    [['--'], 'Name a scenario to replay, or use --all or --list.'],
    [['--verbose'], 'Unknown option --verbose.'],
    [
      ['--list', 'at-next-steps'],
      'Use one of --list, --world <name>, or scenarios to replay (names or --all).',
    ],
    [['--all', 'at-next-steps'], 'Use either --all or scenario names, not both.'],
    [['--world'], '--world needs a value.'],
    [['--base-url', '--all'], '--base-url needs a value.'],
    [['--all', '--repeat-each'], '--repeat-each needs a value.'],
    [
      ['at-next-steps', '--repeat-each=0'],
      '--repeat-each takes a whole number of times, at least 1, not "0".',
    ],
    [
      ['at-next-steps', '--repeat-each=two'],
      '--repeat-each takes a whole number of times, at least 1, not "two".',
    ],
    [
      ['at-next-steps', '--repeat-each=1.5'],
      '--repeat-each takes a whole number of times, at least 1, not "1.5".',
    ],
  ])('%j is refused', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ kind: 'usage-error', message })
  })
})

describe('--shard=K/N', () => {
  it.each([
    [['--all', '--shard=1/3'], { index: 1, count: 3 }],
    [['--all', '--shard=3/3'], { index: 3, count: 3 }],
    [['--shard=2/3', '--all'], { index: 2, count: 3 }],
    [['--all', '--shard', '2/3'], { index: 2, count: 3 }],
    [['--', '--all', '--shard=1/1'], { index: 1, count: 1 }],
    [['--all', '--shard=19/19'], { index: 19, count: 19 }],
    [['--all', '--shard=02/10'], { index: 2, count: 10 }],
  ])('%j replays shard %j of the library', (argv, shard) => {
    expect(parseArguments(argv)).toEqual({
      kind: 'replay',
      names: [],
      all: true,
      baseUrl: null,
      shard,
    })
  })

  it('goes with --base-url', () => {
    expect(
      parseArguments(['--all', '--shard=2/4', '--base-url', 'http://localhost:5173/x/']),
    ).toEqual({
      kind: 'replay',
      names: [],
      all: true,
      baseUrl: 'http://localhost:5173/x/',
      shard: { index: 2, count: 4 },
    })
  })

  const notKOfN = (value: string) =>
    `--shard takes K/N, two whole numbers (for example --shard=2/3), not "${value}".`
  it.each([
    [['--all', '--shard=0/3'], '--shard=0/3 names no shard: K runs from 1 to N (3).'],
    [['--all', '--shard=4/3'], '--shard=4/3 names no shard: K runs from 1 to N (3).'],
    [['--all', '--shard=1/0'], '--shard=1/0 names no shard: N must be at least 1.'],
    [['--all', '--shard=0/0'], '--shard=0/0 names no shard: N must be at least 1.'],
    [['--all', '--shard=-1/3'], notKOfN('-1/3')],
    [['--all', '--shard=1.5/3'], notKOfN('1.5/3')],
    [['--all', '--shard=1/2.0'], notKOfN('1/2.0')],
    [['--all', '--shard=a/b'], notKOfN('a/b')],
    [['--all', '--shard=2'], notKOfN('2')],
    [['--all', '--shard=1/2/3'], notKOfN('1/2/3')],
    [['--all', '--shard= 1/3'], notKOfN(' 1/3')],
    [['--all', '--shard='], notKOfN('')],
    [
      ['--all', '--shard=99999999999999999999/99999999999999999999'],
      notKOfN('99999999999999999999/99999999999999999999'),
    ],
    [['--all', '--shard'], '--shard needs a value.'],
    [['--shard=1/3'], '--shard replays a slice of the whole library: use it with --all.'],
    [
      ['at-next-steps', '--shard=1/3'],
      '--shard replays a slice of the whole library: use it with --all.',
    ],
    [['--list', '--shard=1/3'], '--shard replays a slice of the whole library: use it with --all.'],
    [['--all', 'at-next-steps', '--shard=1/3'], 'Use either --all or scenario names, not both.'],
  ])('%j is refused', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ kind: 'usage-error', message })
  })

  // Which stories each shard holds is Playwright's: tests/unit/scripts/story-shards.test.ts.
  it("says in the summary which shard ran and which of the library's stories", () => {
    const positions = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => from + index)
    expect(shardScope({ index: 2, count: 3 }, positions(29, 55), 82)).toBe(
      "Shard 2/3: 27 of the library's 82 stories (catalogue positions 29 to 55).",
    )
    expect(shardScope({ index: 1, count: 1 }, positions(1, 82), 82)).toBe(
      "Shard 1/1: 82 of the library's 82 stories (catalogue positions 1 to 82).",
    )
    expect(shardScope({ index: 3, count: 4 }, [7, 1, 2, 3, 9], 82)).toBe(
      "Shard 3/4: 5 of the library's 82 stories (catalogue positions 1 to 3, 7, 9).",
    )
  })

  it('refuses more shards than the library has stories, before starting a browser', async () => {
    const library = scenarioCatalogue.length
    const count = library + 1
    const output = await runScenarioCli(['--all', `--shard=${count}/${count}`])
    expect(output.stderr.split('\n')[0]).toBe(
      `--shard=${count}/${count} asks for more shards than the library has stories (${library}).`,
    )
    expect(output.stdout).toBe('')
    expect(output.exitCode).toBe(2)
  })
})

describe('scenario names', () => {
  it('are literal types, so a misspelt name is a type error', () => {
    expectTypeOf<'kyc-in-review'>().toExtend<ScenarioName>()
    // Stories built by generators, and the one listed under its name, keep theirs too.
    expectTypeOf<'soft-credit-locked'>().toExtend<ScenarioName>()
    expectTypeOf<'release-duplicate-request'>().toExtend<ScenarioName>()
    expectTypeOf<'bank-link-item-needs-login'>().toExtend<ScenarioName>()
    expectTypeOf<'us-happy-path'>().toExtend<ScenarioName>()
    expectTypeOf<'kyc-in-reveiw'>().not.toExtend<ScenarioName>()
    expectTypeOf<string>().not.toExtend<ScenarioName>()
  })
})

describe('the list', () => {
  it('puts every description in one column after the names', () => {
    const text = formatList([
      { name: 'a', description: 'First.' },
      { name: 'three', description: 'Second.' },
    ])
    expect(text.split('\n')).toEqual(['a      First.', 'three  Second.'])
  })

  it('names every scenario of the catalogue once, with its description', () => {
    const lines = formatList(scenarioCatalogue).split('\n')
    expect(lines).toHaveLength(scenarioCatalogue.length)
    const column = lines[0]?.indexOf(scenarioCatalogue[0]?.description ?? '')
    scenarioCatalogue.forEach((scenario, index) => {
      expect(lines[index]?.startsWith(`${scenario.name} `)).toBe(true)
      expect(lines[index]?.indexOf(scenario.description)).toBe(column)
    })
  })
})

describe('close names for an unknown one', () => {
  it.each([
    ['fresh-us-borowe', ['fresh-us-borrower']],
    ['kyc-in-reveiw', ['kyc-in-review']],
    ['xyzzy', []],
  ])('%s', (wanted, expected) => {
    expect(closeNames(wanted, NAMES)).toEqual(expected)
  })

  it('offers the international stories for "international", at most five', () => {
    const close = closeNames('international', NAMES)
    expect(close[0]).toBe('international-borrower')
    expect(close.length).toBeGreaterThanOrEqual(2)
    expect(close.length).toBeLessThanOrEqual(5)
    for (const name of close) expect(name).toMatch(/^international-/)
  })

  it('offers every soft credit story for "soft-credit", nearest first, five at most', () => {
    const close = closeNames('soft-credit', NAMES)
    expect(close.slice(0, 2)).toEqual(['soft-credit-frozen', 'soft-credit-locked'])
    // The four soft-credit stories are nearest; a further one may follow (credit-file-frozen).
    expect(close.slice(0, 4).sort()).toEqual([
      'soft-credit-declined',
      'soft-credit-frozen',
      'soft-credit-locked',
      'soft-credit-no-match',
    ])
    expect(closeNames('s', NAMES).length).toBeLessThanOrEqual(5)
  })
})

async function startingPoint(name: string): Promise<string> {
  const scenario = findScenario(name)
  if (!scenario) throw new Error(`No scenario ${name}`)
  const simulation = await createSimulation({
    services: servicesAt('http://simulation.test'),
    scenario,
    persistence: null,
  })
  return formatStartingPoint(resolveScenario(scenario), simulation.engine.snapshot())
}

describe("a scenario's starting point", () => {
  it("shows the borrower, the application's state and stage, and the decisions", async () => {
    const text = await startingPoint('kyc-in-review')
    expect(text).toContain('Organisation  MERIDIAN (Meridian Bank)')
    expect(text).toContain(
      'Borrower      Dana Whitfield <dana.whitfield@example.com>, signed in, details on file (San Francisco, CA, US)',
    )
    expect(text).toMatch(/ {2}[0-9a-f-]{36} {2}KYC_VERIFY \/ APPLYING {2}MERIDIAN/)
    expect(text).toContain('offer chosen: $25,000 against 1 BTC; identity PENDING')
    expect(text).toContain('soft credit APPROVED, KYC IN_REVIEW, release SUCCESS')
    expect(text).toContain('Faults        none')
  })

  it('shows a visitor, the collateral arrivals and the clock jumps', async () => {
    const text = await startingPoint('fresh-us-borrower')
    expect(text).toContain('Borrower      none: a visitor who has not signed in')
    expect(text).toContain('Applications  none')
    expect(text).toContain('collateral arrivals: 1 coin after 10 min')
    expect(text).toContain('Collateral arrives (10 minutes): +10 min')
    expect(text).toContain('Funds disbursed (3 business days): +3 d')
  })

  it.each([
    ['identity-upload-fails', 'uploadIdentityDocument: answers 503 (1 call)'],
    ['slow-network', 'every endpoint: after 2.5 s (every call)'],
    [
      'offers-unavailable',
      'requestOffers: answers 503, "Offers are temporarily unavailable. Please try again later." (every call)',
    ],
  ])('shows the faults of %s', async (name, line) => {
    expect(await startingPoint(name)).toContain(`  ${line}`)
  })

  it('shows the refusals a story expects, and none where it declares none', async () => {
    expect(await startingPoint('legacy-sign-in-locked')).toContain(
      'Refusals the replay expects\n  legacyLogin: answers 423\n',
    )
    expect(await startingPoint('fresh-us-borrower')).not.toContain('Refusals the replay expects')
  })

  it('shows the brand a scenario wears', async () => {
    expect(await startingPoint('international-at-details')).toContain(
      'Organisation  HARBORLINE (Harborline',
    )
  })
})

describe('exit codes', () => {
  it('answers an unknown scenario with close names and exit code 2', async () => {
    const output = await runScenarioCli(['--world', 'kyc-in-reveiw'])
    expect(output).toEqual({
      stdout: '',
      stderr: 'No scenario is called "kyc-in-reveiw". Did you mean: kyc-in-review?',
      exitCode: 2,
    })
  })

  it('points to --list when nothing is close', async () => {
    const output = await runScenarioCli(['xyzzy'])
    expect(output.stderr).toContain('Run npm run scenario -- --list to see them all.')
    expect(output.exitCode).toBe(2)
  })

  it('refuses to replay a scenario the library does not have, before starting a browser', async () => {
    const output = await runScenarioCli(['at-next-stpes'])
    expect(output.stderr).toMatch(
      /^No scenario is called "at-next-stpes"\. Did you mean: at-next-steps/,
    )
    expect(output.exitCode).toBe(2)
  })

  it('points to --list for a world it does not know', async () => {
    const output = await runScenarioCli(['--world', 'xyzzy'])
    expect(output.stderr).toContain('Run npm run scenario -- --list to see them all.')
    expect(output.exitCode).toBe(2)
  })

  it.each([
    [['--list'], 0],
    [['--help'], 0],
    [['--world', 'at-next-steps'], 0],
    [['--nope'], 2],
  ])('%j exits with %i', async (argv, code) => {
    expect((await runScenarioCli(argv)).exitCode).toBe(code)
  })
})
