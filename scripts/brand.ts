import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkBrand } from './brand/check-brand'

/**
 * A lender's brand, from one file (the organisation's JSON as the content service serves it):
 *
 *   npm run brand -- check FILE.json   every problem, one line each; exit 1 on any
 */

const USAGE = 'Usage: npm run brand -- check FILE.json'

export async function run(args: readonly string[], print: (line: string) => void): Promise<number> {
  const [command, file] = args
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
