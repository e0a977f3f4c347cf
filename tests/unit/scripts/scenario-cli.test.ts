import { describe, expect, it } from 'vitest'
import { resolveScenario } from '../../../scenarios/scenario'
import { findScenario, scenarioCatalogue } from '../../../scenarios/scenario-catalogue'
import {
  closeNames,
  formatList,
  formatStartingPoint,
  parseArguments,
  runScenarioCli,
} from '../../../scripts/scenario'
import { createSimulation } from '../../../sim/create-simulation'
import { servicesAt } from '../../../sim/service-urls'

const NAMES = scenarioCatalogue.map((scenario) => scenario.name)

describe('the scenario command line reads its arguments', () => {
  it.each([
    [['--list'], { kind: 'list' }],
    [['-l'], { kind: 'list' }],
    [['--', '--list'], { kind: 'list' }],
    [['--help'], { kind: 'help' }],
    [['-h'], { kind: 'help' }],
    [['at-next-steps', '--help'], { kind: 'help' }],
    [['at-next-steps'], { kind: 'show', name: 'at-next-steps' }],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected)
  })

  it.each([
    [[], 'Name a scenario, or use --list.'],
    [['--'], 'Name a scenario, or use --list.'],
    [['--verbose'], 'Unknown option --verbose.'],
    [['--list', 'at-next-steps'], 'Use either --list or a scenario name, not both.'],
    [['at-next-steps', 'kyc-in-review'], 'Name one scenario at a time.'],
  ])('%j is refused', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ kind: 'usage-error', message })
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
    [
      'international',
      ['international-borrower', 'international-at-details', 'international-at-agreements'],
    ],
    ['xyzzy', []],
  ])('%s', (wanted, expected) => {
    expect(closeNames(wanted, NAMES)).toEqual(expected)
  })

  it('offers every soft credit story for "soft-credit", nearest first, five at most', () => {
    const close = closeNames('soft-credit', NAMES)
    expect(close.slice(0, 2)).toEqual(['soft-credit-frozen', 'soft-credit-locked'])
    expect([...close].sort()).toEqual([
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

  it('shows the brand a scenario wears', async () => {
    expect(await startingPoint('international-at-details')).toContain(
      'Organisation  HARBORLINE (Harborline',
    )
  })
})

describe('exit codes', () => {
  it('answers an unknown scenario with close names and exit code 2', async () => {
    const output = await runScenarioCli(['kyc-in-reveiw'])
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

  it.each([
    [['--list'], 0],
    [['--help'], 0],
    [['at-next-steps'], 0],
    [['--nope'], 2],
  ])('%j exits with %i', async (argv, code) => {
    expect((await runScenarioCli(argv)).exitCode).toBe(code)
  })
})
