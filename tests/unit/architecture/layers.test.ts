import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/**
 * The layers are kept by the linter (biome.json, noRestrictedImports per folder). Each row puts
 * a probe file where the import would live and asks Biome what it thinks of it.
 */

const ROOT = REPOSITORY_ROOT
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome')

interface Diagnostic {
  category: string
  message: string
  location: { path: { file: string } | string }
}

const pathOf = (diagnostic: Diagnostic) =>
  typeof diagnostic.location.path === 'string'
    ? diagnostic.location.path
    : diagnostic.location.path.file

/**
 * Puts each probe file where its import would live, in a copy of the repository's layout holding
 * only biome.json and the probes (in the repository itself, the probes would be seen by the
 * tests, linter and type check running beside this one), asks Biome about all of them in one run
 * (a run per probe cost a second each), and answers each probe's restricted-import messages.
 */
function restrictedImports(probes: { path: string; source: string }[]): string[][] {
  const root = mkdtempSync(join(tmpdir(), 'layer-probes-'))
  copyFileSync(join(ROOT, 'biome.json'), join(root, 'biome.json'))
  for (const { path, source } of probes) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  try {
    let output: string
    try {
      output = execFileSync(BIOME, ['lint', '--reporter=json', ...probes.map(({ path }) => path)], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 16 * 1024 * 1024,
      })
    } catch (error) {
      // Biome exits non-zero when it finds errors; the report is still on stdout.
      output = (error as { stdout: string }).stdout
    }
    const report = JSON.parse(output) as { diagnostics: Diagnostic[] }
    return probes.map(({ path }) =>
      report.diagnostics
        .filter(
          (diagnostic) =>
            diagnostic.category === 'lint/style/noRestrictedImports' && pathOf(diagnostic) === path,
        )
        .map((diagnostic) => diagnostic.message),
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const cases: { where: string; imports: string; allowed: boolean; named?: string }[] = [
  { where: 'src/features/zz-layer-probe', imports: '@/features/faq/faq-content', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@/app/router', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@/domain/format', allowed: true },
  { where: 'src/features/zz-layer-probe', imports: '../../domain/format', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: 'react', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@/api/http-client', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@contract/common', allowed: true },
  { where: 'src/ui/zz-layer-probe', imports: '@/api/http-client', allowed: false },
  { where: 'src/ui/zz-layer-probe', imports: '@/config/runtime-config', allowed: false },
  { where: 'src/zz-layer-probe', imports: 'msw', allowed: false },
  { where: 'src/zz-layer-probe', imports: '../../sim/create-simulation', allowed: false },
  // The aliases of the folders beside the app are refused from every layer of it.
  { where: 'src/zz-layer-probe', imports: '@sim/create-simulation', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@sim/engine/engine', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@sim/create-simulation', allowed: false },
  { where: 'src/ui/zz-layer-probe', imports: '@scenarios/scenario', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@fixtures/organizations', allowed: false },
  { where: 'src/zz-layer-probe', imports: '@tests/support/render-app', allowed: false },
  { where: 'src/zz-layer-probe', imports: '@scripts/chromium', allowed: false },
  { where: 'sim/zz-layer-probe', imports: '@fixtures/organizations', allowed: true },
  { where: 'sim/zz-layer-probe', imports: '../../../fixtures/organizations', allowed: false },
  { where: 'tests/zz-layer-probe', imports: '../../../sim/create-simulation', allowed: false },
  { where: 'tests/zz-layer-probe', imports: '@sim/create-simulation', allowed: true },
  { where: 'src/features/zz-layer-probe', imports: 'zod', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@contract/zod', allowed: true },
  { where: 'src/domain/zz-layer-probe', imports: '@/session/session', allowed: false },
  { where: 'src/ui/zz-layer-probe', imports: '@/session/use-online', allowed: false },
  { where: 'src/zz-layer-probe', imports: 'zod', allowed: false },
  { where: 'sim/zz-layer-probe', imports: '@/api/http-client', allowed: false },
  { where: 'sim/zz-layer-probe', imports: '@contract/common', allowed: true },
  { where: 'sim/zz-layer-probe', imports: '@/domain/next-step', allowed: true },
  // The contract is shared, and imports neither side.
  { where: 'contract/zz-layer-probe', imports: '@/api/reads', allowed: false },
  { where: 'contract/zz-layer-probe', imports: '@sim/create-simulation', allowed: false },
  { where: 'contract/zz-layer-probe', imports: '../../src/api/reads', allowed: false },
  { where: 'contract/zz-layer-probe', imports: 'zod/mini', allowed: false },
  { where: 'contract/zz-layer-probe', imports: '../zod', allowed: true },
  { where: 'src/features/zz-layer-probe', imports: '@contract/applications', allowed: true },
  // A read is defined once: queryOptions only in src/api/queries/.
  ...(
    [
      'src/features/zz-layer-probe',
      'src/app/zz-layer-probe',
      'src/api/zz-layer-probe',
      'src/session/zz-layer-probe',
    ] as const
  ).map((where) => ({
    where,
    imports: '@tanstack/react-query',
    named: 'queryOptions',
    allowed: false,
  })),
  ...(['src/api/queries/zz-layer-probe'] as const).map((where) => ({
    where,
    imports: '@tanstack/react-query',
    named: 'queryOptions',
    allowed: true,
  })),
  {
    where: 'src/features/zz-layer-probe',
    imports: '@tanstack/react-query',
    named: 'useQuery',
    allowed: true,
  },
  // Screens take every read from the registry, never from where it is written.
  { where: 'src/features/zz-layer-probe', imports: '@/api/queries/application', allowed: false },
  { where: 'src/app/zz-layer-probe', imports: '@/api/queries/reference', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@/api/reads', allowed: true },
  { where: 'src/session/zz-layer-probe', imports: '@/api/queries/documents', allowed: true },
]

describe('import layers', () => {
  // Each probe in a folder of its own: two probes of one folder would share its name.
  const verdicts = restrictedImports(
    cases.map(({ where, imports, named }, index) => ({
      path: `${where}/probe-${index}.ts`,
      source: named
        ? `import { ${named} as probe } from '${imports}'\nexport const used = probe\n`
        : `import * as probe from '${imports}'\nexport const used = probe\n`,
    })),
  )
  it.each(cases.map((row, index) => ({ ...row, index })))(
    '$where importing $imports: allowed $allowed',
    ({ allowed, index }) => {
      expect(verdicts[index]?.length === 0).toBe(allowed)
    },
  )
})
