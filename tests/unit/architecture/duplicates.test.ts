import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/**
 * Repeated blocks (`npm run duplicates`: jscpd over contract/, src/, sim/, scenarios/ and
 * tests/, settings in .jscpd.json) may only become fewer. When a change removes some, lower
 * the ceiling to the new count in the same commit, so that none come back unseen.
 */
const CLONES_AT_MOST = 148

function clones(): number {
  const output = mkdtempSync(join(tmpdir(), 'duplicates-'))
  try {
    execFileSync(
      join(REPOSITORY_ROOT, 'node_modules', '.bin', 'jscpd'),
      ['--config', '.jscpd.json', '--reporters', 'json', '--output', output, '--silent'],
      { cwd: REPOSITORY_ROOT, stdio: 'ignore' },
    )
    const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8')) as {
      statistics: { total: { clones: number; sources: number } }
    }
    // The scan read the project (a changed setting could make it read nothing and pass).
    expect(report.statistics.total.sources).toBeGreaterThan(700)
    return report.statistics.total.clones
  } finally {
    rmSync(output, { recursive: true, force: true })
  }
}

describe('repeated code', () => {
  it(`holds at most ${CLONES_AT_MOST} repeated blocks`, () => {
    expect(clones()).toBeLessThanOrEqual(CLONES_AT_MOST)
  })
})
