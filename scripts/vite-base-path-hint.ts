import type { Plugin } from 'vite'

/** The class of the demo's words for a host that serves it at the wrong path. */
export const BASE_PATH_HINT_CLASS = 'base-path-hint'

/**
 * The demo build's page says, in words, where it must be served, for a host that serves it
 * anywhere else (its root, say): there its scripts and styles, all under the base path, are not
 * found, and the page would stay blank. The words are plain HTML after the app's root; the app's
 * own stylesheet hides them (src/ui/layout.css), so where the build is served right they never
 * show, and no inline script or style is needed under the demo's Content-Security-Policy.
 */
export function basePathHint(basePath: string): Plugin {
  return {
    name: 'base-path-hint',
    apply: 'build',
    // The app's page only: the simulated sign-in page is another page of the build, opened
    // from the app, with a stylesheet of its own.
    transformIndexHtml: (_html, context) =>
      context.path !== '/index.html'
        ? []
        : [
            {
              tag: 'p',
              attrs: { class: BASE_PATH_HINT_CLASS },
              children: `This demo could not start here: it must be served under ${basePath}. Put the contents of its dist-demo folder at that path on this host, then open ${basePath}.`,
              injectTo: 'body',
            },
          ],
  }
}
