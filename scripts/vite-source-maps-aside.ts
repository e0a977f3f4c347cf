import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Where a build's source maps go: beside its folder, never in it (`dist` -> `dist-maps`). */
export function sourceMapsDirOf(outDir: string): string {
  return `${resolve(outDir)}-maps`
}

/**
 * Moves the source maps a build writes out of its folder, once it is written, keeping their
 * paths (dist/assets/x.js.map -> dist-maps/assets/x.js.map): the build check and the bundle
 * report read them there, and a host that serves the folder whole (any static host) has none
 * to serve. The maps of an earlier build go first.
 */
export function sourceMapsAside(): Plugin {
  let outDir = ''
  return {
    name: 'source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const mapsDir = sourceMapsDirOf(outDir)
      rmSync(mapsDir, { recursive: true, force: true })
      if (!existsSync(outDir)) return
      const maps = (readdirSync(outDir, { recursive: true }) as string[]).filter((name) =>
        /\.map$/i.test(name),
      )
      for (const name of maps) {
        mkdirSync(dirname(join(mapsDir, name)), { recursive: true })
        renameSync(join(outDir, name), join(mapsDir, name))
      }
    },
  }
}
