import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { inRepository, REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/**
 * No import circle in the simulation, not even between two files of one layer (the order of
 * the layers is import-layers.test.ts's). Type-only imports count too (a circle of types is still
 * two files that cannot be read one without the other).
 */

const SIM = inRepository('sim')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// `import ... from '...'`, `export ... from '...'` and `import '...'`, at the start of a line.
const IMPORT = /^(?:import|export)(?:[\w*${}\s,]+?from)?\s+'([^']+)'/gm

/** The files of sim/ a file imports (other folders and packages are left out). */
function simImportsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1])
  return specifiers.flatMap((specifier = '') => {
    const base = specifier.startsWith('@sim/')
      ? join(SIM, specifier.slice('@sim/'.length))
      : specifier.startsWith('.')
        ? join(dirname(file), specifier)
        : null
    if (base === null) return []
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) =>
        candidate.startsWith(SIM) && existsSync(candidate) && /\.tsx?$/.test(candidate),
    )
    return found ? [found] : []
  })
}

/** Every circle found by a walk of the import graph, each as the files around it. */
function circlesIn(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    const at = path.indexOf(file)
    if (at >= 0) {
      circles.push([...path.slice(at), file])
      return
    }
    if (done.has(file)) return
    path.push(file)
    for (const next of graph.get(file) ?? []) visit(next)
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return circles
}

describe('the simulation’s imports', () => {
  it('make no circle', () => {
    const files = sourceFiles(SIM)
    const graph = new Map(files.map((file) => [file, simImportsOf(file)]))
    // The walk must see the imports at all: the engine leans on core's state machine.
    expect(graph.get(join(SIM, 'engine', 'engine.ts'))).toContain(
      join(SIM, 'core', 'state-machine.ts'),
    )
    const circles = circlesIn(graph).map((circle) =>
      circle.map((file) => relative(REPOSITORY_ROOT, file)).join(' > '),
    )
    expect(circles).toEqual([])
  })
})
