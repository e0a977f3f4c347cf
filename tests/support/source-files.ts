import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { inRepository } from '@tests/support/repository'

/**
 * The project's own source, as the architecture tests read it: its TypeScript files and where
 * an import in one of them leads. Every path is from the repository's root (`src/main.tsx`).
 */

/** Every TypeScript file under a folder of the repository, at any depth. */
export function sourceFilesIn(folder: string): string[] {
  return readdirSync(inRepository(folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesIn(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The text of a file of the repository. */
export const sourceOf = (file: string) => readFileSync(inRepository(file), 'utf8')

/** The import aliases of tsconfig.json's paths, each with the folder it stands for. */
const IMPORT_ALIASES: Readonly<Record<string, string>> = {
  '@/': 'src/',
  '@contract/': 'contract/',
  '@sim/': 'sim/',
  '@scenarios/': 'scenarios/',
  '@fixtures/': 'fixtures/',
  '@tests/': 'tests/',
  '@scripts/': 'scripts/',
}

/**
 * The path an import of `file` names, as written (an alias or a relative path, without the
 * extension it may leave out); null for a package.
 */
export function importedPath(file: string, specifier: string): string | null {
  const alias = Object.keys(IMPORT_ALIASES).find((prefix) => specifier.startsWith(prefix))
  if (alias) return `${IMPORT_ALIASES[alias]}${specifier.slice(alias.length)}`
  return specifier.startsWith('.') ? join(dirname(file), specifier) : null
}

/** The TypeScript file an import of `file` loads; null for a package or a file that is not there. */
function importedFile(file: string, specifier: string): string | null {
  const base = importedPath(file, specifier)
  if (base === null) return null
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(inRepository(candidate)),
  )
  return found ?? null
}

/**
 * The project's files that `file` imports, by the specifiers `importPattern` finds in its source
 * (its first group); packages are left out.
 */
export function importedFiles(file: string, importPattern: RegExp): string[] {
  return [...sourceOf(file).matchAll(importPattern)].flatMap(
    (match) => importedFile(file, match[1] ?? '') ?? [],
  )
}
