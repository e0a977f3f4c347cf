import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/** Each decision record says when it was taken and whether it holds, and the index lists it. */

const DIR = join(REPOSITORY_ROOT, 'docs', 'decisions')
const records = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name))
const index = readFileSync(join(DIR, 'README.md'), 'utf8')

describe('the decision records', () => {
  it.each(records)('%s has a date and a status, and is in the index', (name) => {
    const [title = '', , stamp = ''] = readFileSync(join(DIR, name), 'utf8').split('\n')
    expect(title).toMatch(new RegExp(`^# ${Number(name.slice(0, 4))}\\. `))
    expect(stamp).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \d+)$/)
    const status = stamp.split('Status: ')[1]
    expect(index).toContain(`(${name}) |`)
    expect(index.split('\n').find((row) => row.includes(`(${name})`))).toContain(`| ${status} |`)
  })

  it('are numbered without gaps', () => {
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(records.map((_, at) => at + 1))
  })
})
