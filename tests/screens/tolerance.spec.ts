import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import { KEY_SCREENS, openScreen } from '@scripts/brand/screens'
import { test } from '@tests/support/playwright/worker-context'
import { SCREEN_TOLERANCE, SCREENSHOT_STYLE_PATH, unstableParts } from './screen-comparison'

/**
 * The screen comparison's tolerance, proved on a real screen (next steps, Meridian): what a
 * renderer update changes (every colour a rounding step or four off, a few hundred anti-aliased
 * pixels drawn another way) passes; one brand colour changed, or 4 px of spacing, fails.
 * Pictures are compared by the comparator toHaveScreenshot itself uses (Playwright's own, which
 * it exports by no public name), with the baselines' tolerance.
 */

const require = createRequire(import.meta.url)
type Comparator = (
  actual: Buffer,
  expected: Buffer,
  options: typeof SCREEN_TOLERANCE,
) => { errorMessage: string } | null
interface Png {
  width: number
  height: number
  data: Buffer
}
const { utils } = require('playwright-core/lib/coreBundle') as {
  utils: { getComparator(mimeType: string): Comparator }
}
const { PNG } = require('playwright-core/lib/utilsBundle') as {
  PNG: { sync: { read(buffer: Buffer): Png; write(png: Png): Buffer } }
}
const compare = utils.getComparator('image/png')

/** The viewport as the comparison takes it, with extra style (a change to look for) if any. */
function picture(page: Page, extraStyle = '') {
  return page.screenshot({
    style: extraStyle,
    mask: unstableParts(page),
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  })
}

/**
 * A renderer update, as pixels: every channel of every pixel moved by up to 4 levels, and
 * `edges` of the pixels where the picture changes sharply (glyph and border edges, where
 * anti-aliasing lands) moved by 40. Pseudo-random, the same each run.
 */
function asAnotherRendererDrawsIt(image: Buffer, edges: number): Buffer {
  const png = PNG.sync.read(image)
  const { data } = png
  let seed = 1
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed
  }
  const edgePixels: number[] = []
  for (let at = 0; at + 4 < data.length; at += 4) {
    if (Math.abs((data[at] ?? 0) - (data[at + 4] ?? 0)) > 64) edgePixels.push(at)
  }
  for (let at = 0; at < data.length; at++) {
    if (at % 4 === 3) continue
    data[at] = Math.min(255, Math.max(0, (data[at] ?? 0) + (next() % 9) - 4))
  }
  for (let moved = 0; moved < edges && edgePixels.length > 0; moved++) {
    const [at] = edgePixels.splice(next() % edgePixels.length, 1)
    if (at === undefined) continue
    for (const channel of [0, 1, 2]) {
      const value = data[at + channel] ?? 0
      data[at + channel] = value > 127 ? value - 40 : value + 40
    }
  }
  return PNG.sync.write(png)
}

const differs = (actual: Buffer, expected: Buffer) =>
  compare(actual, expected, SCREEN_TOLERANCE)?.errorMessage ?? null

test('the comparison lets a renderer update through and catches one colour or 4 px of spacing', async ({
  page,
  baseURL,
}) => {
  const nextSteps = KEY_SCREENS.find((screen) => screen.name === 'next-steps')
  if (!nextSteps) throw new Error('No next steps screen')
  await openScreen(page, baseURL ?? '', nextSteps, 'MERIDIAN')
  await page.addStyleTag({ path: SCREENSHOT_STYLE_PATH })
  const reference = await picture(page)

  expect(differs(await picture(page), reference)).toBeNull()
  expect(differs(asAnotherRendererDrawsIt(reference, 500), reference)).toBeNull()

  // One colour: Meridian's primary (#0B3D6E) a shade lighter, as the house blue.
  expect(
    differs(await picture(page, ':root { --brand-primary: #1f4f8f !important }'), reference),
  ).toMatch(/pixels .* are different/)
  // 4 px of spacing: the page's heading sits 4 px further from what follows.
  expect(differs(await picture(page, 'h1 { margin-bottom: 4px !important }'), reference)).toMatch(
    /pixels .* are different/,
  )
})
