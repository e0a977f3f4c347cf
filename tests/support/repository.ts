import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder, wherever the test that asks sits. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** A folder or file under the repository's root: `inRepository('src')`. */
export const inRepository = (...parts: string[]) => join(REPOSITORY_ROOT, ...parts)
