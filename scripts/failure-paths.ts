import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as contract from '@contract/catalogue'
import { type EndpointDefinition, isEndpoint } from '@contract/endpoint'

/**
 * Which calls the app makes have a tested failure path: a test or a scenario that fails the call
 * on purpose (a fault with a status or a dropped connection, named by the endpoint's id). Read
 * from the source, so the figure follows the code: `npx tsx scripts/failure-paths.ts` lists them.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern)
    return pattern.test(name) ? [path] : []
  })
}

/** Endpoint ids by the name the app calls them with: `getCollateral`, `loanDocuments.sign`. */
async function endpointsByCallName(): Promise<Map<string, string>> {
  const byName = new Map<string, string>()
  const modules = await Promise.all(
    readdirSync(join(ROOT, 'contract'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => import(join(ROOT, 'contract', name)) as Promise<Record<string, unknown>>),
  )
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) byName.set(name, (value as EndpointDefinition).id)
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (isEndpoint(inner)) byName.set(`${name}.${key}`, (inner as EndpointDefinition).id)
        }
      }
    }
  }
  return byName
}

/** A call the app makes: `http.call(x`, or a read's `httpOf(client).call(x` (its bound client). */
const CALL = /\b(?:http|httpOf\(\w+\))\s*\.call\(\s*([A-Za-z][\w.]*)/g

export async function failurePathCoverage() {
  const byName = await endpointsByCallName()
  const appFiles = sourceFiles(join(ROOT, 'src'), /\.tsx?$/)
  const called = new Set<string>()
  for (const path of appFiles) {
    for (const match of readFileSync(path, 'utf8').matchAll(CALL)) {
      const id = byName.get(match[1] ?? '')
      if (id) called.add(id)
    }
  }
  const testFiles = [
    ...sourceFiles(join(ROOT, 'tests'), /\.tsx?$/),
    ...sourceFiles(join(ROOT, 'scenarios'), /\.ts$/),
  ]
  const failed = new Set<string>()
  for (const path of testFiles) {
    const text = readFileSync(path, 'utf8')
    for (const match of text.matchAll(/\{[^{}]*\bendpoint:\s*'([^']+)'[^{}]*\}/g)) {
      if (/\b(status|networkError)\s*:/.test(match[0])) failed.add(match[1] ?? '')
    }
  }
  const all = contract.allEndpoints.map((endpoint) => endpoint.id)
  const calledIds = all.filter((id) => called.has(id)).sort()
  const covered = calledIds.filter((id) => failed.has(id))
  const uncovered = calledIds.filter((id) => !failed.has(id))
  return { called: calledIds, covered, uncovered }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { called, covered, uncovered } = await failurePathCoverage()
  console.log(`calls with a tested failure path: ${covered.length} / ${called.length}`)
  console.log(`without one: ${uncovered.join(', ') || 'none'}`)
}
