import type { Page } from '@playwright/test'

/**
 * How close a screen must stay to its baseline. A pixel counts as changed when its colour
 * moves more than `threshold` (Playwright's perceptual distance, 0 to 1: 0.05 lets about 9
 * levels of brightness through; Playwright's 0.2 let one shade of a brand's blue for another
 * pass unseen); a screen fails when more than `maxDiffPixelRatio` of its pixels changed (0.2 %,
 * about 650 pixels of a 390 x 844 view). A renderer update's rounding and a few hundred
 * anti-aliased pixels stay within it; one brand colour over a button or 4 px of spacing does
 * not (tests/unit/screens/screen-tolerance.test.ts proves both). A change in how glyphs are shaped (a font
 * or text-shaping update) moves more pixels than that: approve it with `npm run brand -- approve`.
 */
export const SCREEN_TOLERANCE = { threshold: 0.05, maxDiffPixelRatio: 0.002 } as const

export const SCREENSHOT_STYLE_PATH = 'tests/screens/screenshot.css'

/** Parts of a screen that differ on every run: the deposit address the simulation draws. */
export function unstableParts(page: Page) {
  return [page.locator('.collateral__address-block')]
}

/**
 * Ids the simulation draws at random are shown in part ('Loan D2E9A4E1'): the same letters
 * each time instead, as a mask would not keep the words around them from wrapping differently.
 */
export function steadyIds(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (/\b[0-9A-F]{8}\b/.test(text)) {
        node.textContent = text.replace(/\b[0-9A-F]{8}\b/g, 'ABCD1234')
      }
    }
  })
}
