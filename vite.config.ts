import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { appStartChunk } from './scripts/vite-app-start-chunk.ts'
import { firstPaintPages } from './scripts/vite-first-paint.ts'
import { hostFilesOfBuild } from './scripts/vite-host-files.ts'
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts'
import { precompressBuild } from './scripts/vite-precompress.ts'
import { sourceMapsAside } from './scripts/vite-source-maps-aside.ts'
import { APP_BASE_PATH } from './src/api/contract/base-path.ts'
import { contentSecurityPolicy } from './src/api/contract/content-security-policy.ts'

export const BASE_PATH = `${APP_BASE_PATH}/`

/** Import aliases, one per top folder: `@/` is the app (src), the others what sits beside it. */
const IMPORT_ALIASES = {
  '@': './src',
  '@sim': './sim',
  '@scenarios': './scenarios',
  '@fixtures': './fixtures',
  '@tests': './tests',
  '@scripts': './scripts',
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
  const ownFilesFirst = `// The app's scripts and stylesheets go to the network, not past the page (see vite.config.ts).
addEventListener('fetch', function (event) {
  const destination = event.request.destination
  if (destination === 'script' || destination === 'style') event.stopImmediatePropagation()
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
  return {
    name: 'simulation-worker',
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

export default defineConfig(({ mode }) => {
  // The simulated backend runs in development, demo and test modes; never in production.
  const simulation = mode !== 'production'
  return {
    base: BASE_PATH,
    // Production files get .br and .gz beside them, for hosts that serve precompressed files,
    // the landing pages a static first paint (scripts/vite-first-paint.ts), and their source
    // maps a folder beside the build's. A demo build gets its host files (_headers: the
    // security headers of its config.json); a production deployment writes its own from the
    // config.json it deploys (npm run host-files -- dist/).
    plugins: [
      react(),
      pdfjsAssets(BASE_PATH),
      ...(simulation
        ? [simulationWorker(), ...(mode === 'demo' ? [hostFilesOfBuild()] : [])]
        : [contentSecurityPolicyMeta(), firstPaintPages(), precompressBuild(), sourceMapsAside()]),
    ],
    // The same aliases as tsconfig.json's paths (which tsc, tsx and Playwright read).
    resolve: {
      alias: Object.fromEntries(
        Object.entries(IMPORT_ALIASES).map(([alias, folder]) => [
          alias,
          fileURLToPath(new URL(folder, import.meta.url)),
        ]),
      ),
    },
    define: { __SIMULATION__: JSON.stringify(simulation) },
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
      // Both cores (vitest leaves one idle on two by default). A worker is kept for the next
      // file only when that file wants the same environment, so the files run in two groups,
      // one environment each, one group after the other: files needing a DOM end in .test.tsx
      // or .dom.test.ts.
      maxWorkers: 2,
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
