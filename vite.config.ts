import { type Dirent, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { APP_BASE_PATH } from './contract/base-path.ts'
import { contentSecurityPolicy } from './contract/content-security-policy.ts'
import { appStartChunk } from './scripts/vite-app-start-chunk.ts'
import { basePathHint } from './scripts/vite-base-path-hint.ts'
import { firstPaintPages } from './scripts/vite-first-paint.ts'
import { hostFilesOfBuild } from './scripts/vite-host-files.ts'
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts'
import { precompressBuild } from './scripts/vite-precompress.ts'
import { sourceMapsAside } from './scripts/vite-source-maps-aside.ts'
import { OFFLINE_CACHE, OFFLINE_SAVE_HEADER } from './sim/browser/offline-names.ts'
import { isServedFile } from './sim/node/host-policy.ts'

// Read only when vitest runs: the builds load this file too, and need nothing of vitest.
const longFilesFirst = process.env.VITEST
  ? (await import('./tests/setup/long-files-first.ts')).LongFilesFirst
  : undefined

export const BASE_PATH = `${APP_BASE_PATH}/`

/** Import aliases, one per top folder: `@/` is the app (src), the others what sits beside it. */
const IMPORT_ALIASES = {
  '@': './src',
  '@contract': './contract',
  '@sim': './sim',
  '@scenarios': './scenarios',
  '@fixtures': './fixtures',
  '@tests': './tests',
  '@scripts': './scripts',
}

/**
 * The contract, the read factories and the domain rules define things and do nothing when
 * loaded, so a module of theirs that no used export needs is left out of the build whole. The
 * bundler cannot tell on its own: a schema is a call (`z.object(...)`), and a barrel such as
 * src/api/reads.ts would otherwise bring every read's schemas to any page that takes one.
 */
const DEFINITIONS_ONLY = /[\\/]src[\\/](api|domain)[\\/]|[\\/]src[\\/]session[\\/]reads\.ts$/

function appModuleSideEffects(id: string): boolean | undefined {
  return DEFINITIONS_ONLY.test(id) ? false : undefined
}

/** The list of the files a demo keeps for offline use. */
const OFFLINE_FILES = 'offline-files.json'

/**
 * Writes the list of files a demo page saves for offline use (sim/browser/offline-files.ts), as
 * they are on disk once the build is written: every file a host serves but the worker itself
 * (the browser keeps that), compressed copies and pdf.js's character maps (Latin documents need
 * none); the page itself as '' (the address it is asked by).
 */
function writeOfflineFileList(outDir: string, workerFile: string) {
  const files = (readdirSync(outDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(
      (file) =>
        isServedFile(file) &&
        !/\.(br|gz)$/.test(file) &&
        !file.startsWith('pdfjs/cmaps/') &&
        file !== workerFile &&
        file !== OFFLINE_FILES &&
        file !== 'index.html',
    )
    .sort()
  writeFileSync(join(outDir, OFFLINE_FILES), `${JSON.stringify({ files: ['', ...files] })}\n`)
}

/**
 * Serves MSW's service worker in development and writes it into demo builds. It comes straight
 * from the installed msw package, so it always matches the library version, and the production
 * build never contains it.
 */
function simulationWorker(): Plugin {
  const workerFile = 'mockServiceWorker.js'
  // MSW's worker unregisters itself when its last client closes, which a same-tab navigation
  // does; the next page's start-up then calls update() on the dying registration and Chromium
  // rejects it ("Failed to update a ServiceWorker ... Not found"), uncaught. It stays registered
  // instead: with no client it passes every request through anyway.
  const selfUnregister = 'self.registration.unregister()'
  // MSW's worker asks the page about every request, one message at a time, and the page is busy
  // starting up: the app's own scripts and stylesheets queued behind each other and behind the
  // first calls. The simulation answers none of them (logos are data: URIs), so a listener that
  // runs before MSW's sends them straight to the network.
  // MSW answers with the body the page's simulation streams over to it; Firefox, now and then,
  // fails such an answer after taking it ("A ServiceWorker intercepted the request and
  // encountered an unexpected error", naming no URL). The simulation's answers are small and
  // whole (nothing is streamed), so an answer made in this worker ('default', not one of the
  // network's) goes to the browser as its whole body: 0 such errors in 9 runs of the other
  // engines' journeys, against 3 in 7 before.
  // Offline (sim/browser/offline-files.ts): the app's own files, everything under the worker's
  // scope but the worker itself, come from the network and else from the cache the page fills;
  // hashed assets never change, so once saved the cache answers them. A page the cache cannot
  // give says the demo is offline. The services' calls (outside the scope) stay MSW's.
  const ownFilesFirst = `// The simulation's answers as whole bodies (see vite.config.ts).
const respondWith = FetchEvent.prototype.respondWith
FetchEvent.prototype.respondWith = function (answer) {
  return respondWith.call(this, Promise.resolve(answer).then(wholeBody))
}
function wholeBody(response) {
  if (!response || response.type !== 'default') return response
  const init = { status: response.status, statusText: response.statusText, headers: response.headers }
  if ([101, 103, 204, 205, 304].includes(response.status)) return new Response(null, init)
  return response.arrayBuffer().then((body) => new Response(body, init))
}

// The app's own files: network, else the demo's offline cache (see vite.config.ts).
const OFFLINE_CACHE = '${OFFLINE_CACHE}'
const OFFLINE_PAGE = '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline</title><p style="font:16px/1.5 system-ui,sans-serif;margin:2rem">This demo is offline, and this page was not saved for offline use. Connect to the network and reload.</p>'
const HASHED = /\\/assets\\/[^/]+-[\\w-]{6,}\\.\\w+$/
// The hashed files saved so far, read again when the page says it saved them.
let savedFiles = null
const readSaved = () =>
  caches.open(OFFLINE_CACHE).then((cache) => cache.keys()).then((keys) => {
    savedFiles = new Set(keys.map((key) => key.url))
    return savedFiles
  })
let reading = readSaved()
addEventListener('message', (event) => {
  if (event.data === 'demo-files-saved') reading = readSaved()
})
addEventListener('fetch', function (event) {
  const request = event.request
  const scope = new URL(self.registration.scope)
  const url = new URL(request.url)
  const ownFile =
    request.method === 'GET' &&
    url.origin === scope.origin &&
    url.pathname.startsWith(scope.pathname) &&
    !url.pathname.endsWith('/mockServiceWorker.js')
  if (!ownFile) {
    // Chromium stops an idle worker and starts it again for the next request: MSW's list of the
    // pages it serves starts empty then, and it would pass the simulated lender's calls to the
    // host. A page of the demo makes those calls only once its simulation runs, so the page a
    // call comes from is one MSW serves: it goes back on the list (MSW's own, below). Only an
    // empty list is refilled (while MSW knows its pages, it decides alone), and only by a call
    // of the services, outside the app's own path: a page just starting asks the host a HEAD
    // of its own path (app-address.ts) before its simulation runs, and that must reach the host.
    const serviceCall = url.origin === scope.origin && !url.pathname.startsWith(scope.pathname)
    if (serviceCall && event.clientId && activeClientIds.size === 0) activeClientIds.add(event.clientId)
    return
  }
  event.stopImmediatePropagation()
  // The page saving the files goes to the network itself: answered here, a save the network
  // broke off would fail inside this worker, which Firefox reports on the page's console as an
  // error ("A ServiceWorker intercepted the request and encountered an unexpected error").
  if (request.headers.has('${OFFLINE_SAVE_HEADER}')) return
  const cached = () => caches.match(request, { cacheName: OFFLINE_CACHE })
  if (HASHED.test(url.pathname)) {
    // A saved hashed file never changes: from the cache. One not saved goes to the network
    // untouched, as fast as without this worker.
    if (savedFiles === null)
      event.respondWith(reading.then((saved) => (saved.has(request.url) ? cached() : undefined)).then((found) => found || fetch(request)))
    else if (savedFiles.has(request.url)) event.respondWith(cached().then((found) => found || fetch(request)))
    return
  }
  const navigation = request.mode === 'navigate'
  const fromCache = () =>
    caches
      .match(request, { cacheName: OFFLINE_CACHE, ignoreSearch: true })
      .then((found) => found || (navigation ? caches.match(scope.href, { cacheName: OFFLINE_CACHE }) : undefined))
      .then((found) => found || (navigation
        ? new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
        : Response.error()))
  event.respondWith(fetch(request).catch(fromCache))
})
`
  const source = () => {
    const original = readFileSync(
      createRequire(import.meta.url).resolve(`msw/${workerFile}`),
      'utf8',
    )
    if (original.split(selfUnregister).length !== 2) {
      throw new Error(`msw's ${workerFile} changed: review the simulationWorker patch`)
    }
    return `${ownFilesFirst}\n${original.replace(selfUnregister, '// stays registered (see vite.config.ts)')}`
  }
  let outDir = ''
  return {
    name: 'simulation-worker',
    configResolved(config) {
      if (config.command === 'build') outDir = resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(`${BASE_PATH}${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        // The browser checks the worker for updates; always answer the current one.
        res.setHeader('Cache-Control', 'no-cache')
        res.end(source())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerFile, source: source() })
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (outDir) writeOfflineFileList(outDir, workerFile)
      },
    },
  }
}

/**
 * Production pages carry their Content-Security-Policy in a meta tag, so a host that sends no
 * header still runs the app under it. The origins come from the shipped public/config.json; a
 * deployment that points the services elsewhere rebuilds, or sends the policy as a header.
 */
function contentSecurityPolicyMeta(): Plugin {
  const config = JSON.parse(
    readFileSync(fileURLToPath(new URL('./public/config.json', import.meta.url)), 'utf8'),
  ) as { services: Record<string, string> }
  const policy = contentSecurityPolicy(config.services, 'meta')
  return {
    name: 'content-security-policy-meta',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * A demo build writes .br and .gz beside its files, as the production build does, for the hosts
 * that serve them (the demo host does). `DEMO_PRECOMPRESS=0` leaves them out where nothing
 * measures transfer: npm test's build, whose brotli would cost about 40 s of its two cores.
 */
function demoPrecompression(): Plugin[] {
  return process.env.DEMO_PRECOMPRESS === '0' ? [] : [precompressBuild()]
}

export default defineConfig(({ mode }) => {
  // The simulated backend runs in development, demo and test modes; never in production, nor
  // in the contract probe: the production app whose client reports answers that leave the
  // contract instead of refusing them, for a journey against live services (never deployed).
  const probe = mode === 'contract-probe'
  const simulation = mode !== 'production' && !probe
  return {
    base: BASE_PATH,
    // Production files get .br and .gz beside them, for hosts that serve precompressed files,
    // the landing pages a static first paint (scripts/vite-first-paint.ts), and their source
    // maps a folder beside the build's. A demo build gets its host files (_headers: the
    // security headers of its config.json) and its .br and .gz files too; a production
    // deployment writes its own host files from the config.json it deploys (npm run
    // host-files -- dist/).
    plugins: [
      react(),
      pdfjsAssets(BASE_PATH),
      ...(simulation
        ? [
            simulationWorker(),
            ...(mode === 'demo'
              ? [hostFilesOfBuild(), basePathHint(BASE_PATH), ...demoPrecompression()]
              : []),
          ]
        : [contentSecurityPolicyMeta(), firstPaintPages(), precompressBuild(), sourceMapsAside()]),
    ],
    // The same aliases as tsconfig.json's paths (which tsc, tsx and Playwright read).
    resolve: {
      alias: {
        ...Object.fromEntries(
          Object.entries(IMPORT_ALIASES).map(([alias, folder]) => [
            alias,
            fileURLToPath(new URL(folder, import.meta.url)),
          ]),
        ),
        // The browser's simulation sets no cookies: MSW's cookie jar need not bring the
        // public-suffix list (sim/browser/no-cookie-jar.ts). Node keeps the real one.
        ...(simulation && mode !== 'test'
          ? {
              'tough-cookie': fileURLToPath(
                new URL('sim/browser/no-cookie-jar.ts', import.meta.url),
              ),
            }
          : {}),
      },
    },
    define: {
      __SIMULATION__: JSON.stringify(simulation),
      // The unit tests exercise the probe's lenient client too; production drops its code.
      __CONTRACT_PROBE__: JSON.stringify(probe || mode === 'test'),
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      // Production maps are written for the build check, outside the build's folder
      // (scripts/vite-source-maps-aside.ts), and linked from no file. Demo builds write none.
      sourcemap: simulation ? false : 'hidden',
      // Two chunks pass Vite's default 500 kB warning, both loaded lazily and only where used:
      // the demo build's simulation (msw, @msw/data, Dexie, fixtures, about 600 kB) and the PDF
      // viewer on the loan documents page (react-pdf with pdf.js, about 630 kB).
      chunkSizeWarningLimit: 700,
      // Demo builds carry the simulated identity broker's sign-in page beside the app.
      ...(simulation
        ? {
            rolldownOptions: {
              input: {
                main: fileURLToPath(new URL('./index.html', import.meta.url)),
                simulatedSignIn: fileURLToPath(
                  new URL('./sim/browser/simulated-sign-in.html', import.meta.url),
                ),
              },
            },
          }
        : {
            rolldownOptions: {
              treeshake: { moduleSideEffects: appModuleSideEffects },
              output: {
                // The app's start in one file rather than many small shared chunks
                // (scripts/vite-app-start-chunk.ts).
                codeSplitting: {
                  groups: [
                    appStartChunk(
                      fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                      fileURLToPath(new URL('./src/app/boot.tsx', import.meta.url)),
                    ),
                  ],
                },
              },
            },
          }),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/pdf-viewer-stand-in.ts'],
      // Test files share a worker's loaded modules instead of importing the app afresh each
      // time: about half the run. Each test builds its own world, client and DOM.
      isolate: false,
      // Worker threads rather than child processes: 172 CPU-s for the whole run instead of
      // about 207 (96 s wall instead of 115, alone on two cores).
      pool: 'threads',
      // Both cores (vitest leaves one idle on two by default). A worker is kept for the next
      // file only when that file wants the same environment, so the files run in two groups,
      // one environment each, one group after the other: files needing a DOM end in .test.tsx
      // or .dom.test.ts. `npm test` asks for one (VITEST_WORKERS=1): beside the browser tests
      // the cores are full anyway, and one thread costs fewer CPU-s (121 against 134 alone).
      maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
      // The long files first, with or without vitest's timings (tests/setup/long-files-first.ts).
      ...(longFilesFirst ? { sequence: { sequencer: longFilesFirst } } : {}),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['tests/{unit,contract}/**/*.test.ts'],
            exclude: ['**/*.dom.test.ts'],
            environment: 'node',
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['tests/{unit,contract}/**/*.{test.tsx,dom.test.ts}'],
            environment: 'happy-dom',
            setupFiles: ['tests/setup/screens-loaded.ts'],
            sequence: { groupOrder: 1 },
          },
        },
      ],
      restoreMocks: true,
      // Most files render the whole app on the real simulation; on two busy cores one such test
      // can pass 5 s. A test that hangs still fails, at 15 s.
      testTimeout: 15_000,
    },
  }
})
