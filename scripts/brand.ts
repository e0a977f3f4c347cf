import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkBrand } from './brand/check-brand'

/**
 * A lender's brand, from one file (the organisation's JSON as the content service serves it):
 *
 *   npm run brand -- check FILE.json           every problem, one line each; exit 1 on any
 *   npm run brand -- preview FILE.json [OUT]   a gallery of every screen family in the brand
 *                                              (OUT/index.html and OUT/pictures/; OUT is
 *                                              brand-preview/ORGCODE by default)
 *   npm run brand -- approve                   the key screens' baselines taken anew, after a
 *                                              deliberate change or a browser update
 */

const USAGE = [
  'Usage: npm run brand -- check FILE.json',
  '       npm run brand -- preview FILE.json [OUT]',
  '       npm run brand -- approve',
].join('\n')

/** The screen comparison with --update-snapshots: its pictures become the baselines. */
function approve(print: (line: string) => void): number {
  print('Taking the key screens of the shipped brands anew (tests/screens/baselines/)…')
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'playwright.screens.config.ts', '--update-snapshots=all'],
    { stdio: 'inherit' },
  )
  if (result.status === 0) print('Baselines updated: look at them (git diff --stat) and commit.')
  return result.status ?? 1
}

async function preview(file: string, out: string | undefined, print: (line: string) => void) {
  let orgCode: unknown
  try {
    orgCode = (JSON.parse(await readFile(file, 'utf8')) as { orgCode?: unknown }).orgCode
  } catch (error) {
    print(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : error})`)
    return 1
  }
  const folder = out ?? `brand-preview/${typeof orgCode === 'string' ? orgCode : 'brand'}`
  // Loaded here only: it brings a browser and the demo host.
  const { previewBrand } = await import('./brand/preview')
  const { pictures, seconds, failed } = await previewBrand(file, folder, print)
  print(`${folder}/index.html: ${pictures.length} pictures in ${seconds} s`)
  return failed.length === 0 ? 0 : 1
}

export async function run(args: readonly string[], print: (line: string) => void): Promise<number> {
  const [command, file, out] = args
  if (command === 'approve') return approve(print)
  if (command === 'preview' && file) return preview(file, out, print)
  if (command !== 'check' || !file) {
    print(USAGE)
    return 2
  }
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    print(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : error})`)
    return 1
  }
  const problems = checkBrand(raw)
  for (const problem of problems) print(`${file}: ${problem}`)
  if (problems.length === 0) print(`${file}: ready to ship`)
  return problems.length === 0 ? 0 : 1
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  process.exitCode = await run(process.argv.slice(2), (line) => console.log(line))
}
