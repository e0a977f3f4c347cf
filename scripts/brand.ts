import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkBrand } from './brand/check-brand'
import { readArguments } from './command-line'

/**
 * A lender's brand, from its file (the organisation's JSON as the content service serves it):
 *
 *   npm run brand -- check FILE.json...        every problem of each file, one line each; exit 1
 *                                              on any
 *   npm run brand -- preview FILE.json [OUT]   a gallery of every screen family in the brand
 *   npm run brand -- preview FILE.json --out OUT
 *                                              (OUT/index.html and OUT/pictures/; OUT is
 *                                              brand-preview/ORGCODE by default)
 *   npm run brand -- approve                   the key screens' baselines taken anew, after a
 *                                              deliberate change or a browser update
 *
 * Wrong arguments (an unknown command or option, --out without its folder) print why and the
 * usage, and exit 2.
 */

const USAGE = [
  'Usage: npm run brand -- check FILE.json...',
  '       npm run brand -- preview FILE.json [OUT | --out OUT]',
  '       npm run brand -- approve',
].join('\n')

export type BrandCommand =
  | { kind: 'help' }
  | { kind: 'check'; files: readonly string[] }
  | { kind: 'preview'; file: string; out: string | null }
  | { kind: 'approve' }

const OPTIONS = {
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export function parseArguments(argv: readonly string[]): BrandCommand | { error: string } {
  const parsed = readArguments(argv, OPTIONS, true)
  if ('error' in parsed) return parsed
  const [command, ...rest] = parsed.positionals
  const { out, help } = parsed.values
  if (help) return { kind: 'help' }
  if (out !== undefined && command !== 'preview') return { error: '--out goes with preview.' }
  switch (command) {
    case 'check':
      if (rest.length === 0) return { error: 'Name the brand files to check.' }
      return { kind: 'check', files: rest }
    case 'preview': {
      const [file, folder, ...more] = rest
      if (file === undefined) return { error: 'Name the brand file to preview.' }
      if (out === '') return { error: '--out needs a value.' }
      if (folder !== undefined && out !== undefined) {
        return { error: `Name the folder once: ${folder} or --out ${out}.` }
      }
      if (more.length > 0 || folder?.endsWith('.json')) {
        return { error: 'preview shows one brand file at a time, into one folder.' }
      }
      return { kind: 'preview', file, out: out ?? folder ?? null }
    }
    case 'approve':
      if (rest.length > 0) return { error: `approve takes no arguments, not ${rest.join(' ')}.` }
      return { kind: 'approve' }
    case undefined:
      return { error: 'Name a command: check, preview or approve.' }
    default:
      return { error: `Unknown command ${command}.` }
  }
}

/** The screen comparison with --update-snapshots: its pictures become the baselines. */
function approve(print: (line: string) => void): number {
  print('Taking the key screens of the shipped brands anew (tests/screens/baselines/)…')
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--project', 'screens', '--update-snapshots=all'],
    { stdio: 'inherit' },
  )
  if (result.status === 0) print('Baselines updated: look at them (git diff --stat) and commit.')
  return result.status ?? 1
}

async function preview(file: string, out: string | null, print: (line: string) => void) {
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

/** One file's problems, a line each, or that it is ready to ship; whether it is. */
async function checkFile(file: string, print: (line: string) => void): Promise<boolean> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    print(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : error})`)
    return false
  }
  const problems = checkBrand(raw)
  for (const problem of problems) print(`${file}: ${problem}`)
  if (problems.length === 0) print(`${file}: ready to ship`)
  return problems.length === 0
}

/** Every file given, each to the end; exit 1 if any is not ready to ship. */
async function check(files: readonly string[], print: (line: string) => void): Promise<number> {
  const failing: string[] = []
  for (const file of files) if (!(await checkFile(file, print))) failing.push(file)
  if (files.length > 1 && failing.length > 0) {
    print(`${failing.length} of ${files.length} files not ready to ship: ${failing.join(', ')}`)
  }
  return failing.length === 0 ? 0 : 1
}

export async function run(args: readonly string[], print: (line: string) => void): Promise<number> {
  const command = parseArguments(args)
  if ('error' in command) {
    print(command.error)
    print('')
    print(USAGE)
    return 2
  }
  switch (command.kind) {
    case 'help':
      print(USAGE)
      return 0
    case 'approve':
      return approve(print)
    case 'preview':
      return preview(command.file, command.out, print)
    case 'check':
      return check(command.files, print)
  }
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  process.exitCode = await run(process.argv.slice(2), (line) => console.log(line))
}
