import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Scenario } from '@scenarios/scenario'

/**
 * A recorded story as a file of the library, and the library's list of recorded stories
 * (scenarios/recorded-stories.ts), so a story written to scenarios/ is listed, opened by URL
 * and replayed by name at once.
 */

export const LIBRARY_DIR = resolve(import.meta.dirname, '../../scenarios')
export const RECORDED_LIST = 'recorded-stories.ts'
/** The first line of every recorded story: what may be overwritten by a new recording. */
export const RECORDED_MARK = '// Recorded from a HAR by `npm run scenario -- --from-har`.'

/** The story as source, a step of its replay per line: it reads as the replay's transcript. */
function scenarioSource(scenario: Scenario): string {
  const placeholder = '__steps__'
  const steps = scenario.replay?.steps ?? []
  const source = JSON.stringify(
    { ...scenario, replay: { ...scenario.replay, steps: placeholder } },
    null,
    2,
  )
  const lines = steps.map((step) => `      ${JSON.stringify(step)},`)
  return source.replace(JSON.stringify(placeholder), `[\n${lines.join('\n')}\n    ]`)
}

export function storySource(scenario: Scenario, summary: readonly string[]): string {
  return [
    RECORDED_MARK,
    "import type { Scenario } from './scenario'",
    '',
    '/**',
    ...summary.map((line) => ` * ${line}`),
    ' */',
    `export default ${scenarioSource(scenario)} satisfies Scenario`,
    '',
  ].join('\n')
}

/** `release-refused` -> `releaseRefusedStory`: the name a story is imported under. */
const identifier = (name: string) =>
  `${name.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase())}Story`

/** The list of recorded stories for these names, each under its name as a literal type. */
export function recordedListSource(names: readonly string[]): string {
  const sorted = [...new Set(names)].sort()
  if (sorted.length === 0) {
    return [
      "import type { Scenario } from './scenario'",
      '',
      '/** Stories written from recordings (`npm run scenario -- --from-har`); the command keeps this list. */',
      'export const recordedStories = [] as const satisfies readonly Scenario[]',
      '',
    ].join('\n')
  }
  return [
    "import { defineScenario, type Scenario } from './scenario'",
    ...sorted.map((name) => `import ${identifier(name)} from './${name}'`),
    '',
    '/** Stories written from recordings (`npm run scenario -- --from-har`); the command keeps this list. */',
    'export const recordedStories = [',
    ...sorted.map((name) => `  defineScenario({ ...${identifier(name)}, name: '${name}' }),`),
    '] as const satisfies readonly Scenario[]',
    '',
  ].join('\n')
}

/** The names the list holds now. */
export function recordedNames(dir: string): string[] {
  const file = join(dir, RECORDED_LIST)
  if (!existsSync(file)) return []
  return [...readFileSync(file, 'utf8').matchAll(/name: '([a-z0-9-]+)'/g)].map(
    (match) => match[1] as string,
  )
}

/** Why a story of this name may not be written there, or null. */
export function refusal(dir: string, name: string, libraryNames: readonly string[]): string | null {
  const file = join(dir, `${name}.ts`)
  const recorded = existsSync(file) && readFileSync(file, 'utf8').startsWith(RECORDED_MARK)
  if (existsSync(file) && !recorded) {
    return `${file} is a story written by hand: choose another --name.`
  }
  if (!recorded && libraryNames.includes(name)) {
    return `The library already has a story called "${name}": choose another --name.`
  }
  return null
}

function formatted(files: readonly string[]): void {
  // The library's files follow the project's format, so the lint passes on a recorded story.
  const biome = resolve(import.meta.dirname, '../../node_modules/.bin/biome')
  if (!existsSync(biome)) return
  try {
    execFileSync(biome, ['check', '--write', ...files], { stdio: 'ignore' })
  } catch {
    // A story biome cannot tidy is still a valid story; the lint will say what to change.
  }
}

/** Writes the story; in the library it also joins the list of recorded stories. */
export function writeStory(dir: string, name: string, source: string): string {
  const file = join(dir, `${name}.ts`)
  writeFileSync(file, source)
  const touched = [file]
  if (resolve(dir) === LIBRARY_DIR) {
    const list = join(dir, RECORDED_LIST)
    writeFileSync(list, recordedListSource([...recordedNames(dir), name]))
    touched.push(list)
    formatted(touched)
  }
  return file
}
