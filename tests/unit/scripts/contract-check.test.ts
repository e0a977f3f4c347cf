import type { Server } from 'node:http'
import { parseArguments, runContractCheckCli, TOKEN_VARIABLE } from '@scripts/contract-check'
import { createDriftingProxy, DRIFTS, listen } from '@scripts/contract-check/drifting-proxy'
import { fetchToken } from '@scripts/sim-token'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { close, simServerForTheFile } from '@tests/unit/sim/loopback-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run contract:check` against the simulation over HTTP (every answer conforms) and
 * against the same server behind a proxy that drifts five answers (each drift is reported
 * with its path, and the run exits 1).
 */

// Agreements signed, collateral awaited: every read of the contract has something to answer.
const server = simServerForTheFile({ scenario: 'at-collateral' })
let proxy: Server
let origin: string
let drifting: string
let token: string
let appUuid: string

beforeAll(async () => {
  origin = server().origin
  proxy = createDriftingProxy(origin)
  drifting = await listen(proxy, 0)
  token = await fetchToken({ email: 'dana.whitfield@example.com', server: new URL(origin) })
  const apps = await fetch(
    `${origin}${SHIPPED_SERVICE_PATHS.lending}/secure/api/v1/fetch-user/apps`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  appUuid = ((await apps.json()) as { appUuid: string }[])[0]?.appUuid ?? ''
})

afterAll(() => close(proxy))

/** The table's line for a call: `area  METHOD id  status  result ...`. */
function lineOf(stdout: string, id: string): string {
  return (
    stdout
      .split('\n')
      .find((line) => new RegExp(` (GET|POST) ${id.replace('.', '\\.')} `).test(line)) ?? ''
  )
}

const check = (services: string, extra: string[] = [], withToken = true) =>
  runContractCheckCli(['--services', services, '--app', appUuid, ...extra], {
    [TOKEN_VARIABLE]: withToken ? token : undefined,
  })

describe('npm run contract:check against the simulation', () => {
  it('finds every answer conforming, the quotes included, and exits 0', async () => {
    const run = await check(origin, ['--include-quotes'])
    expect(run.exitCode).toBe(0)
    expect(run.stdout).not.toMatch(/\bdrift\b {2}/)
    const conforming = run.stdout.split('\n').filter((line) => / 200 +conforms/.test(line))
    // Every read and quote of the table but the unsigned offers call (refused once signed in)
    // and the offers request (this application has chosen its offer).
    expect(conforming.length).toBeGreaterThanOrEqual(26)
    expect(lineOf(run.stdout, 'getPrices')).toMatch(/200 +conforms/)
    expect(lineOf(run.stdout, 'requestOffers')).toMatch(
      /not checked .*none chosen yet \(state WAITING_FOR_COLLATERAL\)/,
    )
    expect(run.stdout).toContain('0 drift (0 issues)')
  })

  it('says which calls it could not check without a token or an application', async () => {
    const run = await runContractCheckCli(['--services', origin], {})
    expect(run.exitCode).toBe(0)
    expect(lineOf(run.stdout, 'getProfile')).toMatch(
      /not checked .*needs a token \(CONTRACT_CHECK_TOKEN\)/,
    )
    expect(lineOf(run.stdout, 'getOrganisationInfo')).toMatch(/200 +conforms/)
    const withToken = await runContractCheckCli(['--services', origin], {
      [TOKEN_VARIABLE]: token,
    })
    expect(lineOf(withToken.stdout, 'getCollateral')).toMatch(
      /not checked .*needs an application \(--app UUID\)/,
    )
    expect(lineOf(withToken.stdout, 'getProfile')).toMatch(/200 +conforms/)
    expect(lineOf(withToken.stdout, 'getPrices')).toMatch(/not checked .*--include-quotes/)
    // Without the quotes every call it made was a read.
    const made = withToken.stdout
      .split('\n')
      .filter((line) => / \d{3} +(conforms|drift|refused)/.test(line))
    expect(made.length).toBeGreaterThan(10)
    for (const line of made) expect(line).toMatch(/ GET /)
  })
})

describe('npm run contract:check behind a proxy that drifts answers', () => {
  let run: Awaited<ReturnType<typeof check>>
  beforeAll(async () => {
    run = await check(drifting)
  })

  it('exits 1', () => {
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain(`${DRIFTS.length} drift (${DRIFTS.length} issues)`)
  })

  it.each(DRIFTS.map((drift) => [drift.kind, drift] as const))(
    'reports %s with its path',
    (_, drift) => {
      expect(lineOf(run.stdout, drift.endpoint.id)).toMatch(
        new RegExp(` 200 +drift +${drift.path.replace(/[()]/g, '\\$&')} `),
      )
    },
  )

  it('leaves every other answer conforming', () => {
    const drifted = new Set(DRIFTS.map((drift) => drift.endpoint.id))
    const others = run.stdout
      .split('\n')
      .filter((line) => / 200 +/.test(line) && ![...drifted].some((id) => line.includes(` ${id} `)))
    expect(others.length).toBeGreaterThan(15)
    for (const line of others) expect(line).toMatch(/200 +conforms/)
  })
})

describe('contract:check arguments', () => {
  it.each([
    [['--services', 'http://x', '--token', 'abc'], /never given on the command line/],
    [['--services', 'http://x', '--token'], /never given on the command line/],
    [['--app', 'abc'], /--services <url> is required/],
    [['--services', 'staging'], /takes a URL/],
    [['--services', 'http://x', '--wat'], /^Unknown option --wat\.$/],
    [['--services', 'http://x', 'extra'], /^Unexpected argument extra\.$/],
    [['--services=', '--app', 'abc'], /^--services needs a value\.$/],
  ])('refuses %j', (args, message) => {
    const parsed = parseArguments(args)
    expect('error' in parsed && parsed.error).toMatch(message)
  })
})
