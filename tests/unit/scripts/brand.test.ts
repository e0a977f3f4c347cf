import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { run } from '@scripts/brand'
import { checkBrand, contrastOf } from '@scripts/brand/check-brand'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** `npm run brand -- check FILE.json`: what a lender's brand file must hold before it ships. */

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
