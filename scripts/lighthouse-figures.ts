import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

/** One page's Lighthouse figures (mobile settings, Lighthouse's defaults). */
export interface LighthouseFigures {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The main thread's long tasks as Lighthouse saw them (simulated slowdown): script, ms. */
  longTasks: { url: string; ms: number }[]
}

/**
 * Runs Lighthouse's performance audit on `url` in Debian's Chromium, with Lighthouse's own
 * mobile emulation and simulated throttling (what a phone on a slow network would see).
 */
export async function lighthouseFigures(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher adds its own headless flag; the rest are this machine's flags.
    chromeFlags: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits } = result.lhr
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longTasks: (
        (audits['long-tasks']?.details as { items?: { url: string; duration: number }[] })?.items ??
        []
      ).map((task) => ({ url: task.url, ms: task.duration })),
    }
  } finally {
    chrome.kill()
  }
}
