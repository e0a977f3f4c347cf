import { importedFiles, sourceFilesIn } from '@tests/support/source-files'
import { describe, expect, it } from 'vitest'

/**
 * No import circle in the simulation, not even between two files of one layer (the order of
 * the layers is import-layers.test.ts's). Type-only imports count too (a circle of types is still
 * two files that cannot be read one without the other).
 */

// `import ... from '...'`, `export ... from '...'` and `import '...'`, at the start of a line.
const IMPORT = /^(?:import|export)(?:[\w*${}\s,]+?from)?\s+'([^']+)'/gm

/** The files of sim/ a file imports (other folders and packages are left out). */
function simImportsOf(file: string): string[] {
  return importedFiles(file, IMPORT).filter((imported) => imported.startsWith('sim/'))
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
    const graph = new Map(sourceFilesIn('sim').map((file) => [file, simImportsOf(file)]))
    // The walk must see the imports at all: the engine leans on core's state machine.
    expect(graph.get('sim/engine/engine.ts')).toContain('sim/core/state-machine.ts')
    const circles = circlesIn(graph).map((circle) => circle.join(' > '))
    expect(circles).toEqual([])
  })
})
