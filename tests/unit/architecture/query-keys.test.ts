import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/**
 * Each cache entry is defined once: two `queryOptions` naming the same key would each bring
 * their own polling, staleness and fetch to one entry, and whichever screen mounted last would
 * win. Reads shared by several screens live in src/api/queries/ and take what differs (how
 * often to ask again) as a parameter.
 */

const SRC = join(REPOSITORY_ROOT, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The key each `queryOptions({ queryKey: ... })` names: its factory (`applicationKeys.state`). */
function definedKeys(source: string): string[] {
  const keys: string[] = []
  for (const call of source.matchAll(/\bqueryOptions\(\{\s*queryKey:\s*([^\n]+)/g)) {
    const expression = (call[1] ?? '').trim().replace(/,$/, '')
    const factory = /^([\w.]+)\(/.exec(expression)
    keys.push(factory ? (factory[1] ?? expression) : expression)
  }
  // The kinds of read of src/api/queries/read-kinds.ts take the key as their first argument.
  for (const call of source.matchAll(/\b(?:keptForTheSession|quoteFor)\(\s*([\w.]+)\(/g)) {
    keys.push(call[1] ?? '')
  }
  return keys
}

describe('each query key is defined by one queryOptions', () => {
  it('reads the key of each definition', () => {
    expect(
      definedKeys(`queryOptions({
        queryKey: applicationKeys.state(appUuid),
      })
      queryOptions({ queryKey: [...profileKeys.all, 'user', audience] as const,
      queryOptions({ queryKey: collateralKey(appUuid),`),
    ).toEqual([
      'applicationKeys.state',
      "[...profileKeys.all, 'user', audience] as const",
      'collateralKey',
    ])
  })

  it('finds no key defined twice in src', () => {
    const definedIn = new Map<string, string[]>()
    for (const file of sourceFiles(SRC)) {
      for (const key of definedKeys(readFileSync(file, 'utf8'))) {
        definedIn.set(key, [...(definedIn.get(key) ?? []), relative(REPOSITORY_ROOT, file)])
      }
    }
    const twice = [...definedIn].filter(([, files]) => files.length > 1)
    expect(twice).toEqual([])
    // Every key comes from a factory of src/api/query-keys.ts, so one key has one spelling: a key
    // built by hand (a local helper, an inline array) could name the same entry unseen.
    // (A factory over several key sets takes its set as `keys`: documents.ts's documentReads.)
    const byHand = [...definedIn.keys()].filter((key) => !/^(\w+Keys|keys)\.\w+$/.test(key))
    expect(byHand).toEqual([])
    // The walk found the definitions (a changed spelling would make it find none).
    expect(definedIn.size).toBeGreaterThan(25)
  })
})
