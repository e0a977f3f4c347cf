import type { DriftIssue } from '@contract/drift'
import type { CheckRow } from './run-check'

/**
 * The drift report as a table: one line per call, and one more per further zod issue, with
 * the issue's path and the value the service sent. Shared by the contract check and the
 * lenient collector of a journey against live services.
 */

export interface ReportLine {
  area: string
  call: string
  status: string
  result: string
  path: string
  seen: string
  message: string
}

function pad(lines: readonly ReportLine[], header: ReportLine): string {
  const columns = Object.keys(header) as (keyof ReportLine)[]
  const widths = columns.map((column) =>
    Math.max(header[column].length, ...lines.map((line) => line[column].length)),
  )
  return [header, ...lines]
    .map((line) =>
      columns
        .map((column, index) =>
          index === columns.length - 1 ? line[column] : line[column].padEnd(widths[index] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const HEADER: ReportLine = {
  area: 'Area',
  call: 'Call',
  status: 'Status',
  result: 'Result',
  path: 'Path',
  seen: 'Seen',
  message: 'Issue',
}

function issueLines(
  first: Omit<ReportLine, 'path' | 'seen' | 'message'>,
  issues: readonly DriftIssue[],
  note: string,
): ReportLine[] {
  if (issues.length === 0) return [{ ...first, path: '', seen: '', message: note }]
  return issues.map((issue, index) => ({
    ...(index === 0 ? first : { area: '', call: '', status: '', result: '' }),
    path: issue.path,
    seen: issue.seen,
    message: issue.message,
  }))
}

export function formatTable(rows: readonly CheckRow[]): string {
  const lines = rows.flatMap((row) =>
    issueLines(
      {
        area: row.area,
        call: `${row.method} ${row.call}`,
        status: row.status === null ? '-' : String(row.status),
        result: row.result,
      },
      row.issues,
      row.note,
    ),
  )
  return pad(lines, HEADER)
}

export function countResults(rows: readonly CheckRow[]): Record<CheckRow['result'], number> {
  const counts = { conforms: 0, drift: 0, refused: 0, unreachable: 0, 'not checked': 0 }
  for (const row of rows) counts[row.result] += 1
  return counts
}

export function formatSummary(rows: readonly CheckRow[]): string {
  const counts = countResults(rows)
  const issues = rows.reduce((sum, row) => sum + row.issues.length, 0)
  return [
    `${rows.length - counts['not checked']} calls made: ${counts.conforms} conform, ${counts.drift} drift (${issues} issue${issues === 1 ? '' : 's'}), ${counts.refused} refused, ${counts.unreachable} unreachable.`,
    `${counts['not checked']} not checked (the reason is on each line).`,
  ].join('\n')
}
