import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { writeHostFiles } from './host-files.ts'

/**
 * Writes the host files (`_headers`, `vercel.json`: scripts/host-files.ts) into the build's
 * folder once it is written, from the config.json it ships: for builds whose config.json is
 * the one they are deployed with (the demo build).
 */
export function hostFilesOfBuild(): Plugin {
  let outDir = ''
  return {
    name: 'host-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await writeHostFiles(outDir)
    },
  }
}
