import { readFileSync } from 'node:fs'
import { inRepository } from '@tests/support/repository'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * index.html asks for the runtime configuration before the app's code does (a preload), under
 * the app's base path, in development as in the build: a doubled base path is a request for a
 * file that does not exist, and a warning on every page of the dev server.
 */
describe("index.html's preload of the runtime configuration", () => {
  let server: ViteDevServer
  beforeAll(async () => {
    server = await createServer({
      configFile: inRepository('vite.config.ts'),
      root: inRepository('.'),
      mode: 'development',
      server: { middlewareMode: true, hmr: false, ws: false },
      logLevel: 'error',
    })
  })
  afterAll(() => server.close())

  it('names config.json under the base path once on the dev server', async () => {
    const html = await server.transformIndexHtml(
      '/account/crypto-backed-loan/start',
      readFileSync(inRepository('index.html'), 'utf8'),
    )
    const preload = /<link rel="preload" href="([^"]+)"/.exec(html)?.[1]
    expect(preload).toBe('/account/crypto-backed-loan/config.json')
  })
})
