import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import type { Browser, Page } from '@playwright/test'

/**
 * What keeps the main thread busy while a page loads cold: the long tasks (over 50 ms, as
 * Lighthouse counts them for Total Blocking Time) and the functions that ran longest, from a
 * CPU profile taken with the CPU slowed down as a mid-range phone's would be.
 */

export interface MainThreadFigures {
  /** Each long task's length, ms, in the order they ran. */
  longTasks: number[]
  /** The blocking time those tasks add up to: what each ran over 50 ms. */
  blockingMs: number
  /** Self time by function (name, script file, line), longest first. */
  functions: { name: string; selfMs: number }[]
  /** Self time by script file, longest first. */
  scripts: { name: string; selfMs: number }[]
  /** Self time by original module (from the build's source maps), longest first. */
  modules: { name: string; selfMs: number }[]
}

/** Source maps of a build's scripts, read from beside the build (`dist-maps/assets/x.js.map`). */
function sourceMaps(mapsDir: string | undefined) {
  const maps = new Map<string, TraceMap | null>()
  return (file: string): TraceMap | null => {
    if (!mapsDir) return null
    if (!maps.has(file)) {
      const path = join(mapsDir, 'assets', `${file}.map`)
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null)
    }
    return maps.get(file) ?? null
  }
}

/** 'react-dom', or the app's own file ('src/app/boot.tsx'). */
function moduleName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1] as string
  return /(?:^|\/)((?:src|sim)\/.*)$/.exec(source)?.[1] ?? source
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const LONG_TASK_MS = 50

const fileOf = (url: string) => url.split('/').pop()?.split('?')[0] || '(native)'

/** Self time per node of a CPU profile, ms (sample deltas are microseconds). */
function selfTimes(profile: Profile): Map<number, number> {
  const self = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000
    self.set(id, (self.get(id) ?? 0) + delta)
  })
  return self
}

function ranked(times: Map<string, number>, top: number) {
  return [...times]
    .map(([name, selfMs]) => ({ name, selfMs }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top)
}

/**
 * One cold load of `url` in a new context with the CPU slowed `slowdown` times, until
 * `ready` resolves on the page (the app has rendered).
 */
export async function mainThreadTrace(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  options: { slowdown?: number; mapsDir?: string } = {},
): Promise<MainThreadFigures> {
  const slowdown = options.slowdown ?? 4
  const mapOf = sourceMaps(options.mapsDir)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => {
    const tasks: number[] = []
    Object.assign(window, { __longTasks: tasks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.SAMPLE_US ?? 200) })
  await cdp.send('Profiler.start')
  await page.goto(url)
  await ready(page)
  // Whatever the page runs right after it shows (effects, idle work) counts too.
  await page.waitForTimeout(1000)
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  )
  await context.close()

  const self = selfTimes(profile)
  const byFunction = new Map<string, number>()
  const byScript = new Map<string, number>()
  const byModule = new Map<string, number>()
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0
    if (ms === 0) continue
    const { functionName, url: script, lineNumber, columnNumber } = node.callFrame
    if (!script) continue
    const file = fileOf(script)
    const map = mapOf(file)
    // The function's original name and module where the build's map has them.
    const original = map
      ? originalPositionFor(map, { line: lineNumber + 1, column: Math.max(columnNumber, 0) })
      : null
    const where = original?.source
      ? `${moduleName(original.source)}:${original.line}`
      : `${file}:${lineNumber + 1}`
    const name = `${original?.name ?? (functionName || '(anonymous)')} ${where}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
    byScript.set(file, (byScript.get(file) ?? 0) + ms)
    const module = original?.source ? moduleName(original.source) : file
    byModule.set(module, (byModule.get(module) ?? 0) + ms)
  }
  return {
    longTasks,
    blockingMs: longTasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    functions: ranked(byFunction, 12),
    scripts: ranked(byScript, 8),
    modules: ranked(byModule, 12),
  }
}
