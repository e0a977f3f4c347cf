import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'
import { SCREEN_TOLERANCE } from '../../screens/screen-comparison'

/**
 * The screen comparison's tolerance (tests/screens/screen-comparison.ts), proved on a real
 * screen's baseline (next steps, Meridian, as Chromium drew it): what a renderer update changes
 * (every colour a rounding step or four off, a few hundred anti-aliased pixels drawn another
 * way) passes; one brand colour changed, or 4 px of spacing, fails. Pictures are compared by the
 * comparator toHaveScreenshot itself uses (Playwright's own, which it exports by no public
 * name), with the baselines' tolerance; the changes are made to the picture's pixels, as the
 * page's style would draw them.
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
const differs = (actual: Buffer, expected: Buffer) =>
  compare(actual, expected, SCREEN_TOLERANCE)?.errorMessage ?? null

const BASELINE = readFileSync(
  join(REPOSITORY_ROOT, 'tests/screens/baselines/meridian/next-steps.png'),
)

/** The baseline's pixels changed by `change`, as a new picture. */
function redrawn(change: (png: Png) => void): Buffer {
  const png = PNG.sync.read(BASELINE)
  change(png)
  return PNG.sync.write(png)
}

/**
 * A renderer update: every channel of every pixel moved by up to 4 levels, and `edges` of the
 * pixels where the picture changes sharply (glyph and border edges, where anti-aliasing lands)
 * moved by 40. Pseudo-random, the same each run.
 */
function asAnotherRendererDrawsIt(edges: number) {
  return ({ data }: Png) => {
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
  }
}

const hex = (colour: string) =>
  [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16))

/** Every pixel of colour `from` (within 2 levels, as anti-aliasing leaves it) drawn `to`. */
function recoloured(from: string, to: string) {
  const [r, g, b] = hex(from)
  const replacement = hex(to)
  return ({ data }: Png) => {
    for (let at = 0; at < data.length; at += 4) {
      const near =
        Math.abs((data[at] ?? 0) - (r ?? 0)) <= 2 &&
        Math.abs((data[at + 1] ?? 0) - (g ?? 0)) <= 2 &&
        Math.abs((data[at + 2] ?? 0) - (b ?? 0)) <= 2
      if (near) for (const channel of [0, 1, 2]) data[at + channel] = replacement[channel] ?? 0
    }
  }
}

/** Everything from row `top` down moved 4 px lower, the gap filled with the row above it. */
function spacedBy4Px(top: number) {
  return ({ data, width, height }: Png) => {
    const row = width * 4
    data.copyWithin((top + 4) * row, top * row, (height - 4) * row)
    for (let y = top; y < top + 4; y++) data.copy(data, y * row, (top - 1) * row, top * row)
  }
}

describe('the screen comparison’s tolerance', () => {
  it('lets a renderer update through', () => {
    expect(
      differs(
        redrawn(() => {}),
        BASELINE,
      ),
    ).toBeNull()
    expect(differs(redrawn(asAnotherRendererDrawsIt(500)), BASELINE)).toBeNull()
  })

  it('catches one brand colour a shade off: Meridian’s primary (#0B3D6E) as the house blue', () => {
    expect(differs(redrawn(recoloured('#0B3D6E', '#1F4F8F')), BASELINE)).toMatch(
      /pixels .* are different/,
    )
  })

  it('catches 4 px of spacing under the page’s heading', () => {
    expect(differs(redrawn(spacedBy4Px(200)), BASELINE)).toMatch(/pixels .* are different/)
  })
})
