import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { playwrightArguments } from '@scripts/replay/run-replays'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The library as Playwright tests (playwright.stories.config.ts), as `npm run scenario` runs
 * them, listed by Playwright itself (`--list`: the tests are loaded, no server or browser
 * starts): what each machine of a CI matrix would replay with --shard=K/N, and what a name picks.
 */

const PLAYWRIGHT = createRequire(import.meta.url).resolve('@playwright/test/cli')
const LIBRARY = scenarioCatalogue.map((scenario) => scenario.name)

interface ListedSuite {
  specs?: { title: string }[]
  suites?: ListedSuite[]
}

/** The titles of the tests Playwright would run with these arguments, in its order. */
async function listed(args: string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [PLAYWRIGHT, ...args, '--list', '--reporter=json'],
    { cwd: REPOSITORY_ROOT, maxBuffer: 16 * 1024 * 1024 },
  )
  const titles = (suite: ListedSuite): string[] => [
    ...(suite.specs ?? []).map((spec) => spec.title),
    ...(suite.suites ?? []).flatMap(titles),
  ]
  return titles(JSON.parse(stdout) as ListedSuite)
}

let library: string[]
let firstHalf: string[]
let named: string[]

beforeAll(async () => {
  // Each listing is a Playwright process loading the library's tests: about 4 busy CPU-s once
  // Playwright has compiled them into its cache, 9 before. The whole library is listed first, so
  // the other two, side by side, find them compiled; the matrix is read from one shard of two.
  library = await listed(playwrightArguments({ names: null, baseUrl: null, shard: null }))
  ;[firstHalf, named] = await Promise.all([
    listed(playwrightArguments({ names: null, baseUrl: null, shard: { index: 1, count: 2 } })),
    listed(playwrightArguments({ names: ['at-agreements'], baseUrl: null, shard: null })),
  ])
}, 60_000)

describe('the library as Playwright tests', () => {
  it('holds one test per story, named as the story, in catalogue order', () => {
    expect(library).toEqual(LIBRARY)
  })

  it('deals its shards story by story, in order: the first of two holds the first half of the library', () => {
    // Dealt by test, not by file (the library is one file): each story is in exactly one
    // shard, and no machine of the matrix replays more than one story over another.
    expect(firstHalf).toEqual(LIBRARY.slice(0, Math.ceil(LIBRARY.length / 2)))
  })

  it.each([
    [{ index: 1, count: 2 }, '--shard=1/2'],
    [{ index: 3, count: 3 }, '--shard=3/3'],
  ])('passes shard %o to Playwright as %s', (shard, argument) => {
    expect(playwrightArguments({ names: null, baseUrl: null, shard })).toContain(argument)
  })

  it('replays a story named, not the stories whose names end with its name', () => {
    // renewal-at-agreements and international-at-agreements end with it.
    expect(LIBRARY.filter((name) => name.endsWith('at-agreements')).length).toBeGreaterThan(1)
    expect(named).toEqual(['at-agreements'])
  })
})
