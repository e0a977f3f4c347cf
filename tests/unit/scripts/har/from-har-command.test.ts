import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { RECORDED_MARK, recordedListSource } from '@scripts/har/write-story'
import { parseArguments, runScenarioCli } from '@scripts/scenario'
import { harOf } from '@tests/support/har-builder'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PERSONAL, releaseRefused } from './recorded-session'

describe('the scenario command line reads --from-har', () => {
  it.each([
    [
      ['--from-har', 'a.har', '--name', 'my-story'],
      { kind: 'from-har', file: 'a.har', name: 'my-story', out: null },
    ],
    [
      ['--from-har=a.har', '--name=my-story', '--out', '/tmp/x'],
      { kind: 'from-har', file: 'a.har', name: 'my-story', out: '/tmp/x' },
    ],
    [['--from-har', 'a.har'], { kind: 'usage-error', message: '--from-har needs --name <name>.' }],
    [
      ['--from-har', 'a.har', '--name', 'My Story'],
      { kind: 'usage-error', message: expect.stringContaining('kebab-case') },
    ],
    [
      ['--from-har', 'a.har', '--name', 'x', '--list'],
      { kind: 'usage-error', message: '--from-har takes only --name and --out.' },
    ],
    [['--name', 'x'], { kind: 'usage-error', message: '--name and --out go with --from-har.' }],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected)
  })
})

describe('npm run scenario -- --from-har writes a story into a library', () => {
  let library: string
  let har: string
  beforeEach(() => {
    library = mkdtempSync(join(tmpdir(), 'har-library-'))
    har = join(library, 'session.har')
    writeFileSync(har, harOf(releaseRefused))
  })
  afterEach(() => rmSync(library, { recursive: true, force: true }))

  it('writes --out/NAME.ts and prints what it replaced and what it could not place', async () => {
    const run = await runScenarioCli(['--from-har', har, '--name', 'my-story', '--out', library])
    expect(run.exitCode).toBe(0)
    const written = readFileSync(join(library, 'my-story.ts'), 'utf8')
    expect(written.startsWith(RECORDED_MARK)).toBe(true)
    for (const value of Object.values(PERSONAL)) {
      expect(written).not.toContain(value)
      expect(run.stdout).not.toContain(value)
    }
    expect(run.stdout).toContain('Personal data replaced with seeded fakes: 12 values')
    expect(run.stdout).toMatch(/name +2 values in \d+ places/)
    expect(run.stdout).toMatch(/token +1 sign-in token left out/)
    expect(run.stdout).toContain(
      'GET /service-cryptopl-leap/secure/api/v1/unheard-of: not a call of the contract',
    )
    expect(run.stdout).toMatch(/getOrganisationInfo\): answer fails the contract: orgCode: /)
    // Only the story is written: nothing else of the recording is copied.
    expect(existsSync(join(library, 'recorded-stories.ts'))).toBe(false)
  })

  it('writes a recorded story again over itself, never over a story written by hand', async () => {
    const args = ['--from-har', har, '--name', 'my-story', '--out', library]
    expect((await runScenarioCli(args)).exitCode).toBe(0)
    expect((await runScenarioCli(args)).exitCode).toBe(0)
    writeFileSync(join(library, 'by-hand.ts'), 'export default {}\n')
    const refused = await runScenarioCli(['--from-har', har, '--name', 'by-hand', '--out', library])
    expect(refused).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('written by hand'),
    })
  })

  it.each([
    [
      'a missing file',
      (dir: string) => ['--from-har', join(dir, 'none.har'), '--name', 'x', '--out', dir],
      'No file at',
    ],
    [
      'a missing folder',
      (dir: string) => [
        '--from-har',
        join(dir, 'session.har'),
        '--name',
        'x',
        '--out',
        join(dir, 'none'),
      ],
      'no such folder',
    ],
  ])('refuses %s', async (_, argv, message) => {
    const run = await runScenarioCli(argv(library))
    expect(run).toMatchObject({ exitCode: 2, stderr: expect.stringContaining(message) })
  })

  it('refuses a name the library already has', async () => {
    const run = await runScenarioCli(['--from-har', har, '--name', 'release-ready'])
    expect(run).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('already has') })
  })
})

describe('the library lists recorded stories', () => {
  it('lists each under its own name, once, in order', () => {
    const source = recordedListSource(['b-story', 'a-story', 'b-story'])
    expect(source).toContain("import aStoryStory from './a-story'")
    expect(source.match(/defineScenario\(/g)).toHaveLength(2)
    expect(source.indexOf("name: 'a-story'")).toBeLessThan(source.indexOf("name: 'b-story'"))
  })

  it('has the recorded worked example in the catalogue', () => {
    const story = scenarioCatalogue.find(({ name }) => name === 'recorded-release-refused')
    expect(story?.decisions?.release).toBe('INVALID_RETURN_ADDRESS')
    expect(story?.replay?.path).toBe('first-application/collateral-release')
  })
})
