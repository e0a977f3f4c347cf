/**
 * What a driver reads in a browser page, run in the page itself (Playwright's evaluate, or the
 * other engines' script execution: tests/engines/engine-page.ts): each function is sent as its
 * source, so it uses nothing from outside itself, and names no function inside it (a bundler's
 * helper for names would not be in the page).
 */

/** The main headings (h1) the page shows, as their text reads, whitespace collapsed. */
export function mainHeadingsShown(): string[] {
  return [...document.querySelectorAll('h1, [role=heading][aria-level="1"]')]
    .filter(
      (heading) =>
        heading.getClientRects().length > 0 && getComputedStyle(heading).visibility !== 'hidden',
    )
    .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim())
}

/**
 * Whether the page shows `text`: the smallest elements whose text (whitespace collapsed, case as
 * written) holds it, one of them drawn. Hidden text (a closed part of the demo controls) does
 * not count; text that spans several elements counts where they sit together.
 */
export function showsText(text: string): boolean {
  const wanted = text.replace(/\s+/g, ' ').trim()
  const stack: Element[] = [document.body]
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    if (!(element.textContent ?? '').replace(/\s+/g, ' ').includes(wanted)) continue
    const inner = [...element.children].filter((child) =>
      (child.textContent ?? '').replace(/\s+/g, ' ').includes(wanted),
    )
    if (inner.length > 0) stack.push(...inner)
    else if (
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden'
    )
      return true
  }
  return false
}
