import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
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
}

function restrictedImports(path: string, source: string): string[] {
  const file = join(ROOT, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  try {
    let output: string
    try {
      output = execFileSync(BIOME, ['lint', '--reporter=json', path], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    } catch (error) {
      // Biome exits non-zero when it finds errors; the report is still on stdout.
      output = (error as { stdout: string }).stdout
    }
    const report = JSON.parse(output) as { diagnostics: Diagnostic[] }
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.message)
  } finally {
    rmSync(dirname(file).endsWith('zz-layer-probe') ? dirname(file) : file, {
      recursive: true,
      force: true,
    })
  }
}

const cases: { where: string; imports: string; allowed: boolean }[] = [
  { where: 'src/features/zz-layer-probe', imports: '@/features/faq/faq-content', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@/app/router', allowed: false },
  { where: 'src/features/zz-layer-probe', imports: '@/domain/format', allowed: true },
  { where: 'src/features/zz-layer-probe', imports: '../../domain/format', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: 'react', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@/api/http-client', allowed: false },
  { where: 'src/domain/zz-layer-probe', imports: '@/api/contract/common', allowed: true },
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
  { where: 'src/domain/zz-layer-probe', imports: '@/lib/zod', allowed: true },
  { where: 'src/domain/zz-layer-probe', imports: '@/session/session', allowed: false },
  { where: 'src/ui/zz-layer-probe', imports: '@/session/use-online', allowed: false },
  { where: 'src/zz-layer-probe', imports: 'zod', allowed: false },
  { where: 'sim/zz-layer-probe', imports: '@/api/http-client', allowed: false },
  { where: 'sim/zz-layer-probe', imports: '@/api/contract/common', allowed: true },
  { where: 'sim/zz-layer-probe', imports: '@/domain/next-step', allowed: true },
]

describe('import layers', () => {
  it.each(cases)('$where importing $imports: allowed $allowed', ({ where, imports, allowed }) => {
    const messages = restrictedImports(
      `${where}/probe.ts`,
      `import * as probe from '${imports}'\nexport const used = probe\n`,
    )
    expect(messages.length === 0).toBe(allowed)
  })
})
