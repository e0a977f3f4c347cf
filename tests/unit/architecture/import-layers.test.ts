import { importedPath, sourceFilesIn, sourceOf } from '@tests/support/source-files'
import { describe, expect, it } from 'vitest'

/**
 * The layers of the app and of the simulation beside it, and the one way an import may run:
 * down, to its own layer or one below, within its own side or into what both sides share. Read
 * from the source with a small parser of import statements, each resolved to the file it names.
 * (Which folder of the app may import which is also kept by the linter, biome.json.)
 */

type Side = 'shared' | 'app' | 'simulation' | 'tools'

interface Layer {
  name: string
  side: Side
  /** Folders and files, from the repository's root; the longest that holds a file places it. */
  paths: readonly string[]
}

/** Lowest first. */
const LAYERS: readonly Layer[] = [
  // What the app and the simulation share: the contract (with the zod it is written in) and
  // the pure rules of lending.
  { name: 'the contract', side: 'shared', paths: ['contract'] },
  { name: 'the domain rules', side: 'shared', paths: ['src/domain'] },
  // The app, from its library (storage, the error report) up.
  { name: 'the app’s library', side: 'app', paths: ['src/lib'] },
  { name: 'configuration and design system', side: 'app', paths: ['src/config', 'src/ui'] },
  { name: 'the HTTP client', side: 'app', paths: ['src/api'] },
  { name: 'the reads', side: 'app', paths: ['src/api/queries', 'src/api/reads.ts'] },
  { name: 'the session', side: 'app', paths: ['src/session'] },
  { name: 'the screen families', side: 'app', paths: ['src/features'] },
  { name: 'the app', side: 'app', paths: ['src/app', 'src/main.tsx'] },
  // The simulation: the data it starts from, its kernel, the areas (every other folder of
  // sim/), the engine that puts them together, and the adapters and hosts that run it.
  { name: 'fixtures', side: 'simulation', paths: ['fixtures'] },
  { name: 'scenarios', side: 'simulation', paths: ['scenarios'] },
  { name: 'the kernel', side: 'simulation', paths: ['sim/core'] },
  { name: 'the areas', side: 'simulation', paths: ['sim'] },
  { name: 'the engine', side: 'simulation', paths: ['sim/engine'] },
  { name: 'the adapters', side: 'simulation', paths: ['sim/http', 'sim/persistence'] },
  {
    name: 'the simulation',
    side: 'simulation',
    paths: ['sim/create-simulation.ts', 'sim/service-urls.ts'],
  },
  {
    name: 'the hosts',
    side: 'simulation',
    paths: ['sim/browser', 'sim/node', 'sim/openapi', 'sim/checks'],
  },
  // What works on all of it.
  { name: 'scripts and tests', side: 'tools', paths: ['scripts', 'tests'] },
]

/** The app's rules of where a borrower goes: the simulated lender decides by its own. */
const NAVIGATION_RULES = [
  'src/domain/live-pages.ts',
  'src/domain/live-states.ts',
  'src/domain/next-step.ts',
  'src/domain/login-redirect.ts',
]

/** Imports that run against the layers on purpose: at most five, each with its reason. */
const ALLOWED: readonly { from: string; to: string; reason: string }[] = [
  {
    from: 'src/main.tsx',
    to: 'sim/browser/start-simulation.ts',
    reason:
      'decision 3: the one door from the app into the simulation, a dynamic import behind __SIMULATION__ that the production build drops',
  },
]

const SCANNED = ['contract', 'src', 'sim', 'fixtures', 'scenarios']

// `import … from '…'`, `export … from '…'` and `import '…'`, from the start of a line (over
// several lines for a long list of names); a statement inside a comment starts with `*`.
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm
// `import('…')` and `typeof import('…')`, on a line that is not a comment.
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** What a file's source imports, as written. */
function importsIn(source: string): string[] {
  const dynamic = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .flatMap((line) => [...line.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? ''))
  return [...[...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? ''), ...dynamic]
}

/** The file (from the root, without its extension) an import names; null for a package. */
function resolved(file: string, specifier: string): string | null {
  const path = importedPath(file, specifier)
  return path === null ? null : withoutExtension(path)
}

const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '')

/** The layer a file lies in (the longest path of a layer that holds it), if any. */
function layerOf(file: string): Layer | undefined {
  const path = withoutExtension(file)
  const holds = (prefix: string) =>
    path === withoutExtension(prefix) || path.startsWith(`${prefix}/`)
  let found: { layer: Layer; length: number } | undefined
  for (const layer of LAYERS) {
    for (const prefix of layer.paths) {
      if (holds(prefix) && prefix.length > (found?.length ?? -1)) {
        found = { layer, length: prefix.length }
      }
    }
  }
  return found?.layer
}

interface Arrow {
  from: string
  to: string
  /** Why it runs against the layers, or null when it runs down. */
  problem: string | null
}

function problemOf(from: string, to: string): string | null {
  const source = layerOf(from)
  const target = layerOf(to)
  if (!source || !target) return null
  if (source.side === 'simulation' && NAVIGATION_RULES.map(withoutExtension).includes(to)) {
    return 'one of the app’s navigation rules: the simulated lender decides by its own'
  }
  if (LAYERS.indexOf(target) > LAYERS.indexOf(source)) {
    return `runs up, from ${source.name} to ${target.name}`
  }
  if (target.side !== 'shared' && target.side !== source.side) {
    return `crosses from ${source.name} to ${target.name}, which the ${source.side} does not share`
  }
  return null
}

function arrows(): Arrow[] {
  return SCANNED.flatMap(sourceFilesIn).flatMap((from) =>
    importsIn(sourceOf(from)).flatMap((specifier) => {
      const to = resolved(from, specifier)
      return to === null ? [] : [{ from, to, problem: problemOf(from, to) }]
    }),
  )
}

const isAllowed = ({ from, to }: Arrow) =>
  ALLOWED.some((entry) => entry.from === from && withoutExtension(entry.to) === to)

describe('the layers of the app and of the simulation', () => {
  const all = arrows()

  it('are read from every import, static, dynamic and over several lines', () => {
    const seen = (from: string, to: string) => all.some((a) => a.from === from && a.to === to)
    expect(seen('sim/engine/engine.ts', 'sim/core/state-machine')).toBe(true)
    expect(seen('src/main.tsx', 'sim/browser/start-simulation')).toBe(true)
    expect(importsIn("import {\n  a,\n  type B,\n} from '../x'\nexport * from './y'")).toEqual([
      '../x',
      './y',
    ])
    expect(importsIn(" * import { a } from './in-a-comment'\nconst a = 'from'")).toEqual([])
  })

  it('are imported down only: no import runs up a layer or into the other side', () => {
    const against = all.filter((arrow) => arrow.problem !== null && !isAllowed(arrow))
    expect(against.map(({ from, to, problem }) => `${from} → ${to}: ${problem}`)).toEqual([])
  })

  it('allow at most five imports against them, each with its reason, each still made', () => {
    expect(ALLOWED.length).toBeLessThanOrEqual(5)
    for (const entry of ALLOWED) {
      expect(entry.reason.length).toBeGreaterThan(20)
      expect(
        all.some(
          (arrow) => arrow.problem !== null && isAllowed(arrow) && arrow.from === entry.from,
        ),
      ).toBe(true)
    }
  })
})
