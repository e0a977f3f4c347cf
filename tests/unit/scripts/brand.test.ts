import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArguments, run } from '@scripts/brand'
import { checkBrand, contrastOf } from '@scripts/brand/check-brand'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** `npm run brand -- check FILE.json...`: what a lender's brand file must hold before it ships. */

const BRANDS = join(REPOSITORY_ROOT, 'fixtures', 'brands')
let meridian: Record<string, unknown>
let folder: string

beforeAll(async () => {
  meridian = JSON.parse(await readFile(join(BRANDS, 'meridian.json'), 'utf8'))
  folder = await mkdtemp(join(tmpdir(), 'brand-check-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

/** The Meridian brand with one change, by path. */
function changed(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(meridian)
  const keys = path.split('.')
  let at: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1) as string] = value
  return copy
}

describe('npm run brand -- check', () => {
  it('passes every shipped brand', async () => {
    const files = (await readdir(BRANDS)).filter((name) => name.endsWith('.json'))
    expect(files.sort()).toEqual([
      'figure.json',
      'harborline.json',
      'kestrel.json',
      'meridian.json',
    ])
    for (const file of files) {
      const lines: string[] = []
      expect(await run(['check', join(BRANDS, file)], (line) => lines.push(line))).toBe(0)
      expect(lines).toEqual([`${join(BRANDS, file)}: ready to ship`])
    }
  })

  it('refuses a brand with a colour that fails contrast and an http link, a line for each, exit 1', async () => {
    const brand = changed('orgBrand.colours.primaryText', '#8FA3B8')
    ;(brand.metadata as { company: Record<string, string> }).company.termsUrl =
      'http://www.meridianbank.example/legal/terms'
    const file = join(folder, 'failing.json')
    await writeFile(file, JSON.stringify(brand))
    const lines: string[] = []
    expect(await run(['check', file], (line) => lines.push(line))).toBe(1)
    expect(lines).toEqual([
      `${file}: orgBrand.colours.primaryText: button text on the primary colour is ${contrastOf('#8FA3B8', '#0B3D6E')}:1 (#8FA3B8 on #0B3D6E); at least 4.5:1 is needed`,
      `${file}: metadata.company.termsUrl: only https links are shown, not http://www.meridianbank.example/legal/terms`,
    ])
  })

  it.each([
    [
      'a primary too light for links on white',
      'orgBrand.colours.primary',
      '#7FA8D1',
      /^orgBrand\.colours\.primary(Text)?: .* is \d+(\.\d+)?:1 /,
    ],
    ['a base URL over http', 'baseUrl', 'http://meridian.example', /^baseUrl: only https links/],
    [
      'a reset page over http',
      'legacySignIn',
      { passwordResetUrl: 'http://x.example/reset' },
      /^legacySignIn\.passwordResetUrl: only https/,
    ],
    [
      'a logo on another host',
      'orgBrand.logoUrl',
      'https://cdn.example/logo.svg',
      /^orgBrand\.logoUrl: the app's Content-Security-Policy/,
    ],
    [
      'a logo too wide for the header',
      'orgBrand.logoUrl',
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="20"></svg>')}`,
      /^orgBrand\.logoUrl: 400x20 is 20\.0:1/,
    ],
    [
      'a tab icon that is not square',
      'orgBrand.faviconUrl',
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"></svg>')}`,
      /^orgBrand\.faviconUrl: 64x32 is 2\.0:1; a tab fits 1:1$/,
    ],
    [
      'a tab icon on another host',
      'orgBrand.faviconUrl',
      'https://cdn.example/icon.png',
      /^orgBrand\.faviconUrl: the app's Content-Security-Policy/,
    ],
    [
      'a page title longer than a tab shows',
      'orgBrand.pageTitle',
      'x'.repeat(61),
      /^orgBrand\.pageTitle: /,
    ],
    [
      'an NMLS number that is not one',
      'metadata.company.nmlsNumber',
      'NMLS-18',
      /^metadata\.company\.nmlsNumber: an NMLS number is 1 to 7 digits/,
    ],
    [
      'a colour that is not #rrggbb',
      'orgBrand.colours.accent',
      'orange',
      /^orgBrand\.colours\.accent: A colour is #rrggbb/,
    ],
    [
      'a font the app does not host',
      'orgBrand.font',
      'Comic Sans MS',
      /^orgBrand\.font: .*"Source Sans 3"/,
    ],
    [
      'a custodian page over http',
      'metadata.company.collateralCustody',
      {
        custodian: 'Meridian Bank Trust Services',
        detailsUrl: 'http://meridianbank.example/custody',
      },
      /^metadata\.company\.collateralCustody\.detailsUrl: only https links are shown/,
    ],
  ])('says what is wrong with %s', (_label, path, value, line) => {
    const problems = checkBrand(changed(path, value))
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((problem) => line.test(problem))).toBe(true)
  })

  it('checks that the products agree', () => {
    const international = changed('metadata.products', { international: true, wholesale: false })
    expect(checkBrand(international)).toEqual([
      'metadata.company.excludedCountries: an international brand names the countries it does not lend in',
    ])
    const wholesale = changed('metadata.products', { international: false, wholesale: true })
    wholesale.mobileAppUrl = 'https://apps.example/meridian'
    expect(checkBrand(wholesale)).toEqual([
      'mobileAppUrl: a wholesale brand keeps its borrowers on the web, so it offers no app',
    ])
  })
})

describe('npm run brand -- check with several files', () => {
  const good = join(BRANDS, 'meridian.json')
  let bad: string
  let unreadable: string
  beforeAll(async () => {
    bad = join(folder, 'low-contrast.json')
    await writeFile(bad, JSON.stringify(changed('orgBrand.colours.primaryText', '#8FA3B8')))
    unreadable = join(folder, 'unreadable.json')
    await writeFile(unreadable, '{ "orgCode": ')
  })

  it.each([
    ['the bad one second', () => [good, bad]],
    ['the bad one first', () => [bad, good]],
  ])('checks every file, %s: the bad one named, exit 1', async (_, files) => {
    const lines: string[] = []
    expect(await run(['check', ...files()], (line) => lines.push(line))).toBe(1)
    expect(lines).toContain(`${good}: ready to ship`)
    expect(lines.filter((line) => line.startsWith(`${bad}: `))).toEqual([
      `${bad}: orgBrand.colours.primaryText: button text on the primary colour is ${contrastOf('#8FA3B8', '#0B3D6E')}:1 (#8FA3B8 on #0B3D6E); at least 4.5:1 is needed`,
    ])
    expect(lines.at(-1)).toBe(`1 of 2 files not ready to ship: ${bad}`)
  })

  it('goes on past a file that is not JSON, and names each failing one', async () => {
    const lines: string[] = []
    expect(await run(['check', unreadable, good, bad], (line) => lines.push(line))).toBe(1)
    expect(lines[0]?.startsWith(`${unreadable}: cannot be read as JSON (`)).toBe(true)
    expect(lines).toContain(`${good}: ready to ship`)
    expect(lines.at(-1)).toBe(`2 of 3 files not ready to ship: ${unreadable}, ${bad}`)
  })

  it('exits 0 when every file is ready to ship, a line for each', async () => {
    const kestrel = join(BRANDS, 'kestrel.json')
    const lines: string[] = []
    expect(await run(['check', good, kestrel], (line) => lines.push(line))).toBe(0)
    expect(lines).toEqual([`${good}: ready to ship`, `${kestrel}: ready to ship`])
  })
})

describe('npm run brand arguments', () => {
  it.each([
    [['check', 'a.json'], { kind: 'check', files: ['a.json'] }],
    [['check', 'a.json', 'b.json'], { kind: 'check', files: ['a.json', 'b.json'] }],
    [['--', 'check', 'a.json'], { kind: 'check', files: ['a.json'] }],
    [['preview', 'a.json'], { kind: 'preview', file: 'a.json', out: null }],
    [['preview', 'a.json', 'gallery'], { kind: 'preview', file: 'a.json', out: 'gallery' }],
    [
      ['preview', 'a.json', '--out', 'gallery'],
      { kind: 'preview', file: 'a.json', out: 'gallery' },
    ],
    [['preview', 'a.json', '--out=gallery'], { kind: 'preview', file: 'a.json', out: 'gallery' }],
    [
      ['preview', '--out', 'gallery', 'a.json'],
      { kind: 'preview', file: 'a.json', out: 'gallery' },
    ],
    [['approve'], { kind: 'approve' }],
    [['--help'], { kind: 'help' }],
    [['check', 'a.json', '-h'], { kind: 'help' }],
  ])('reads %j', (argv, command) => {
    expect(parseArguments(argv)).toEqual(command)
  })

  it.each([
    [['preview', 'a.json', '--out'], '--out needs a value.'],
    [['preview', 'a.json', '--out', '--out'], '--out needs a value.'],
    [
      ['preview', 'a.json', 'gallery', '--out', 'other'],
      'Name the folder once: gallery or --out other.',
    ],
    [['preview', 'a.json', 'b.json'], 'preview shows one brand file at a time, into one folder.'],
    [
      ['preview', 'a.json', 'gallery', 'more'],
      'preview shows one brand file at a time, into one folder.',
    ],
    [['preview'], 'Name the brand file to preview.'],
    [['check', 'a.json', '--out', 'gallery'], '--out goes with preview.'],
    [['check', '--verbose', 'a.json'], 'Unknown option --verbose.'],
    [['check'], 'Name the brand files to check.'],
    [['approve', '--force'], 'Unknown option --force.'],
  ])('refuses %j', (argv, error) => {
    expect(parseArguments(argv)).toEqual({ error })
  })
})
