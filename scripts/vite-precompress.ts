import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { precompress } from './precompress.ts'

/** Writes .br and .gz files beside the built files once the build is written. */
export function precompressBuild(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompress(outDir)
    },
  }
}
