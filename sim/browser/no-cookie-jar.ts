/**
 * Stands in for `tough-cookie` in the browser builds of the simulation (vite.config.ts). MSW
 * keeps the cookies its mocked answers set in a cookie jar, and `tough-cookie` brings the whole
 * public-suffix list with it (tldts): about a quarter of the demo's simulation code to fetch and
 * compile before the first page. The simulated lender sets no cookies (its sessions are bearer
 * tokens), so this jar holds none: MSW finds no stored cookie for any request and stores none.
 * The simulation in Node (tests, the sim server) keeps the real jar.
 */

/** No stored cookie is ever read back. */
export const Cookie = {
  fromJSON: (_raw: unknown): null => null,
}

export class MemoryCookieStore {
  /** Cookies by domain and path: always empty. */
  idx: Record<string, Record<string, Record<string, never>>> = {}
}

export class CookieJar {
  getCookiesSync(_url: string): never[] {
    return []
  }

  async setCookie(_cookie: string, _url: string): Promise<void> {}
}
