import { replayStepSchema } from '@scenarios/replay-steps'
import { inRepository } from '@tests/support/repository'
import { importedFiles, sourceFilesIn, sourceOf } from '@tests/support/source-files'
import { describe, expect, it } from 'vitest'

/**
 * A story means the same in every runner only if one module reads its steps: the one
 * interpreter of story steps (scenarios/replay-interpreter.ts). Every runner reaches it: the
 * library's Playwright tests that `npm run scenario` runs, `npm test`'s replays in the rendered
 * app and in Chromium, and the journeys in Firefox ESR and WebKitGTK.
 */

const INTERPRETER = 'scenarios/replay-interpreter.ts'
const FOLDERS = ['src', 'sim', 'scripts', 'tests', 'scenarios', 'fixtures']

/** The step kinds, from the steps' own schema. */
const KINDS = replayStepSchema.options.map((option) => option.shape.kind.value)
/** Kinds other unions of the code share (an offer panel's action, a brand command). */
const SHARED_WORDS = new Set(['click', 'fill', 'select', 'check'])

/** Every source file but this one, whose probes below read kinds on purpose. */
const FILES = FOLDERS.flatMap(sourceFilesIn).filter(
  (file) => inRepository(file) !== import.meta.filename,
)

const quoted = KINDS.join('|')
const CASE = new RegExp(`case '(${quoted})'`, 'g')
const COMPARED = new RegExp(
  `([\\w.\\]\\[]+)\\.kind\\s*[!=]==?\\s*'(${quoted})'|'(${quoted})'\\s*[!=]==?\\s*([\\w.\\]\\[]+)\\.kind`,
  'g',
)

/**
 * How a file reads step kinds: a switch with cases for two kinds or more, or a kind compared
 * (a step's, or one no other union has). Answers what it found, empty when it reads none.
 */
function stepKindsRead(source: string): string[] {
  const cases = new Set([...source.matchAll(CASE)].map((match) => match[1]))
  const compared = [...source.matchAll(COMPARED)]
    .filter((match) => {
      const kind = match[2] ?? match[3] ?? ''
      const what = match[1] ?? match[4] ?? ''
      return !SHARED_WORDS.has(kind) || /step/i.test(what)
    })
    .map((match) => match[0])
  return [...(cases.size >= 2 ? [...cases].map((kind) => `case '${kind}'`) : []), ...compared]
}

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`.
const IMPORT = /(?:^(?:import|export)(?:[\w*${}\s,]+?from)?\s+|\bimport\()'([^']+)'/gm

/** The project's files a file imports, statically or not. */
const importsOf = (file: string) => importedFiles(file, IMPORT)

/** Every file `entry` leads to through its imports, itself included. */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>()
  const next = [entry]
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (reached.has(file)) continue
    reached.add(file)
    next.push(...importsOf(file))
  }
  return reached
}

describe('the one interpreter of story steps', () => {
  it('is the only module that reads the steps’ kinds', () => {
    const readers = FILES.filter((file) => stepKindsRead(sourceOf(file)).length > 0)
    expect(readers).toEqual([INTERPRETER])
    // The scan sees a switch on the kinds: the interpreter's names every one of them.
    const source = sourceOf(INTERPRETER)
    for (const kind of KINDS) expect(source).toContain(`case '${kind}'`)
  })

  it('finds another module that reads them, a switch or a single kind', () => {
    expect(stepKindsRead("switch (step.kind) {\n case 'click':\n case 'fill':")).not.toEqual([])
    expect(stepKindsRead("if (step.kind === 'advanceClock') await move()")).not.toEqual([])
    expect(stepKindsRead("if ('reload' === next.kind) return")).not.toEqual([])
    // An offer panel's action is no step.
    expect(stepKindsRead("canContinue: action.kind === 'select'")).toEqual([])
  })

  it.each([
    ['the library’s Playwright tests (npm run scenario)', 'tests/stories/story-library.spec.ts'],
    ['the replays against live services', 'scripts/replay/live-services.ts'],
    ['the rendered replays of npm test', 'tests/unit/scenarios/story-replays-1.test.tsx'],
    ['the browser replays of npm test', 'tests/e2e/scenario-library.spec.ts'],
    ['the journeys in Firefox ESR and WebKitGTK', 'tests/engines/run-engines.ts'],
  ])('is what %s run', (_runner, entry) => {
    expect(reachedFrom(entry)).toContain(INTERPRETER)
  })

  it('is what the command line runs: the library’s Playwright tests', () => {
    // run-replays.ts runs Playwright on tests/stories/ (story-shards.test.ts lists what it runs).
    expect(reachedFrom('scripts/scenario.ts')).toContain('scripts/replay/run-replays.ts')
  })
})
