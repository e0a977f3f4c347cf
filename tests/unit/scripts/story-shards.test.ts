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

const SHARDINGS = [2, 3] as const
let shards: Map<number, string[][]>
let named: string[]

beforeAll(async () => {
  const runs = SHARDINGS.flatMap((count) =>
    Array.from({ length: count }, (_, index) => ({ index: index + 1, count })),
  )
  // Side by side: each listing is a Playwright process loading the library's tests.
  const [picked, ...sharded] = await Promise.all([
    listed(playwrightArguments({ names: ['at-agreements'], baseUrl: null, shard: null })),
    ...runs.map((shard) => listed(playwrightArguments({ names: null, baseUrl: null, shard }))),
  ])
  named = picked ?? []
  shards = new Map(
    SHARDINGS.map((count) => [count, sharded.filter((_, run) => runs[run]?.count === count)]),
  )
}, 60_000)

describe('the library as Playwright tests', () => {
  it('holds one test per story, named as the story, in catalogue order', () => {
    // Playwright deals its shards out of the library in order: the two halves are the whole.
    expect(shards.get(2)?.flat()).toEqual(LIBRARY)
  })

  it.each(SHARDINGS)('split in %i shards, holds every story exactly once', (count) => {
    const held = shards.get(count) ?? []
    expect(held).toHaveLength(count)
    const together = held.flat()
    expect(together).toHaveLength(LIBRARY.length)
    expect(new Set(together).size).toBe(LIBRARY.length)
    expect([...together].sort()).toEqual([...LIBRARY].sort())
    // No machine of the matrix idles, and none replays more than one story over another.
    const sizes = held.map((shard) => shard.length)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
  })

  it('replays a story named, not the stories whose names end with its name', () => {
    // renewal-at-agreements and international-at-agreements end with it.
    expect(LIBRARY.filter((name) => name.endsWith('at-agreements')).length).toBeGreaterThan(1)
    expect(named).toEqual(['at-agreements'])
  })
})
