import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Whether the module at `moduleUrl` is the script node was started with, not an import. */
export const isRunDirectly = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl)
