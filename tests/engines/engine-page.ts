/**
 * One page of a browser engine other than Chromium, as the engine journeys use it: Firefox ESR
 * driven over WebDriver BiDi (puppeteer-core, firefox.ts) and WebKitGTK's MiniBrowser driven
 * over classic WebDriver (selenium-webdriver, webkit.ts). The journeys are written once against
 * this, and find what they touch the way a person does (in-page.ts), by role and name or label.
 */
export interface EnginePage {
  /** 'Firefox ESR 140.12.0', 'WebKitGTK 2.50.6'. */
  readonly engine: string
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** The size of the page's viewport in CSS pixels (the window around it in WebKit). */
  setViewport(width: number, height: number): Promise<void>
  /**
   * Runs `fn` in the page with `args` (JSON values or elements) and answers its result, once any
   * promise it returns settles. Through the driver's own script execution, which the app's
   * Content-Security-Policy (no 'unsafe-eval') does not refuse in either engine.
   */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Runs a script's source in the page (axe-core's), as the driver executes scripts. */
  runSource(source: string): Promise<void>
  /** The element `fn` answers in the page, or null. */
  element<A extends unknown[]>(
    fn: (...args: A) => Element | null,
    ...args: A
  ): Promise<EngineElement | null>
  /** What the page has thrown and not caught, and its console's errors and warnings, since the last call (empty where the engine's driver cannot tell). */
  takePageErrors(): string[]
  /** Takes the network away and gives it back, where the driver can; false where it cannot. */
  setOffline(offline: boolean): Promise<boolean>
  screenshot(path: string): Promise<void>
}

/** An element found in the page, touched with the driver's own input: real clicks and keys. */
export interface EngineElement {
  click(): Promise<void>
  /** Types `text` at the caret (the element has focus). */
  type(text: string): Promise<void>
  /** Gives a file input a file. */
  upload(path: string): Promise<void>
  /** The element as an argument of `EnginePage.run`. */
  readonly handle: unknown
}

/**
 * The source of an in-page function as the drivers send it. tsx names the functions it
 * compiles through a helper of its own (`__name(fn, "fn")`) that the page does not have: it is
 * defined around the function, as the identity.
 */
export function inPageSource(fn: (...args: never[]) => unknown): string {
  return `const __name = (f) => f; return (${fn.toString()}).apply(null, arguments)`
}

export const WAIT_MS = 15_000

/**
 * Waits by asking the page from here, every 100 ms, until `check` answers something truthy.
 * Puppeteer's own waits evaluate a string in the page, which the app's CSP refuses in Firefox;
 * classic WebDriver has no waits at all.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const found = await check()
      if (found) return found
    } catch (error) {
      lastError = error
    }
    if (Date.now() > end) {
      const why = lastError ? ` (last: ${String(lastError).split('\n')[0]})` : ''
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${why}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
