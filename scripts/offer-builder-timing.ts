import { chromium } from 'playwright'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

/** core-journey §9: the offer input is debounced 450 ms. */
const OFFER_DEBOUNCE_MS = 450

/**
 * How long the offer builder takes, after its 450 ms debounce, to show the rate table and terms
 * for what the borrower typed, in Chromium against the app at `startUrl` (its offer builder,
 * signed out). Each run types a new cash amount and times, inside the page, from the keystroke
 * to the terms showing the new loan amount; the debounce is taken off. Milliseconds, one per run.
 */
export async function offerBuilderTimings(startUrl: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    await page.goto(startUrl)
    await page.getByRole('textbox', { name: 'Collateral amount' }).fill('1')
    const cash = page.getByRole('textbox', { name: 'Cash to borrow' })
    const timings: number[] = []
    for (let run = 0; run < runs + 1; run++) {
      // A new amount each run, so nothing is answered from a cache.
      const amount = 20_000 + run * 137
      const elapsed = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let typedAt = 0
            // The last keystroke: the debounce runs from it.
            document.addEventListener(
              'input',
              () => {
                typedAt = performance.now()
              },
              true,
            )
            const before = document.querySelector('.offer-terms')?.textContent ?? ''
            const observer = new MutationObserver(() => {
              const terms = document.querySelector('.offer-terms')
              const text = terms?.textContent ?? ''
              if (typedAt > 0 && text !== before && !terms?.hasAttribute('aria-busy')) {
                observer.disconnect()
                resolve(performance.now() - typedAt)
              }
            })
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            })
          }),
      )
      await cash.fill(String(amount))
      const total = await elapsed
      // The first run warms the page's code paths; it is not counted.
      if (run > 0) timings.push(total - OFFER_DEBOUNCE_MS)
    }
    return timings
  } finally {
    await browser.close()
  }
}
