import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen } from '@scripts/contract-check/drifting-proxy'
import {
  driftRows,
  LIVE_SERVICES_CONFIG,
  liveHost,
  readAllowedHosts,
  refuseLiveRun,
} from '@scripts/replay/live-services'
import { parseArguments, runScenarioCli } from '@scripts/scenario'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run scenario -- NAME --services URL --allow-writes`: a journey writes, so it runs only
 * when told it may and against a host of the allow-list; the page and the services it reaches
 * share one origin; what the probe reports becomes the contract check's table.
 */

describe('a journey against live services', () => {
  it.each([
    ['https://staging.example', false, ['staging.example'], /Add --allow-writes/],
    ['https://api.lender.example', true, ['staging.example'], /not on the allow-list/],
    ['staging.example', true, ['staging.example'], /takes a URL/],
    ['https://staging.example', true, ['staging.example'], null],
  ])('%s, writes allowed %s, allow-list %j: %s', (services, allowWrites, hosts, refusal) => {
    const answer = refuseLiveRun(services, allowWrites, hosts)
    if (refusal === null) expect(answer).toBeNull()
    else expect(answer).toMatch(refusal)
  })

  it('allows only this machine until a test environment is listed', () => {
    expect(readAllowedHosts(LIVE_SERVICES_CONFIG)).toEqual(['127.0.0.1', 'localhost'])
  })

  it('is asked for with --services, apart from the replays of the demo build', () => {
    expect(
      parseArguments([
        'fresh-us-borrower',
        '--services',
        'http://127.0.0.1:8787',
        '--allow-writes',
      ]),
    ).toEqual({
      kind: 'live',
      names: ['fresh-us-borrower'],
      services: 'http://127.0.0.1:8787',
      allowWrites: true,
    })
  })

  it('refuses from the command line before building anything', async () => {
    const withoutWrites = await runScenarioCli([
      'fresh-us-borrower',
      '--services',
      'http://127.0.0.1:1',
    ])
    expect(withoutWrites.exitCode).toBe(2)
    expect(withoutWrites.stderr).toMatch(/Add --allow-writes/)
    const production = await runScenarioCli([
      'fresh-us-borrower',
      '--services',
      'https://lender.example',
      '--allow-writes',
    ])
    expect(production.exitCode).toBe(2)
    expect(production.stderr).toMatch(/lender.example is not on the allow-list/)
  })

  it('lists each report with its call, status, path and value seen', () => {
    const [row] = driftRows([
      {
        call: 'getFinalStepsDashboard',
        method: 'GET',
        url: '/service-cryptopl-leap/secure/api/v1/applications/a/final-steps-dashboard',
        status: 200,
        issues: [{ path: 'status', message: 'Invalid option', seen: '"ON_HOLD"' }],
      },
    ])
    expect(row).toMatchObject({
      call: 'getFinalStepsDashboard',
      status: 200,
      result: 'drift',
      issues: [{ path: 'status', seen: '"ON_HOLD"' }],
    })
  })
})

describe('the host of the probe build', () => {
  let root: string
  let services: Server
  let host: Server
  let origin: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'live-host-'))
    await writeFile(join(root, 'index.html'), '<!doctype html><title>probe</title>')
    await writeFile(join(root, 'config.json'), '{"from":"the build"}')
    services = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ service: `${request.method} ${request.url}` }))
    })
    host = liveHost(root, await listen(services, 0))
    origin = await listen(host, 0)
  })
  afterAll(async () => {
    await new Promise((done) => host.close(done))
    await new Promise((done) => services.close(done))
    await rm(root, { recursive: true, force: true })
  })

  it.each([
    ['/account/crypto-backed-loan/config.json', '{"from":"the build"}'],
    ['/account/crypto-backed-loan/some-app/details', '<title>probe</title>'],
    ['/service-profile/profile', '"service":"GET /service-profile/profile"'],
    [
      '/account/crypto-backed-loan/sim/browser/simulated-sign-in.html?state=1',
      '"service":"GET /account/crypto-backed-loan/sim/browser/simulated-sign-in.html?state=1"',
    ],
  ])('answers %s from %s', async (path, expected) => {
    const answer = await fetch(`${origin}${path}`)
    expect(await answer.text()).toContain(expected)
  })
})
