import { join } from 'node:path'

/** The repository's root folder, wherever the test that asks sits. */
export const REPOSITORY_ROOT = join(import.meta.dirname, '..', '..')

/** A folder or file under the repository's root: `inRepository('src')`. */
export const inRepository = (...parts: string[]) => join(REPOSITORY_ROOT, ...parts)
