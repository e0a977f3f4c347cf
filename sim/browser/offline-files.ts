import { OFFLINE_CACHE, OFFLINE_SAVE_HEADER } from './offline-names'
import { showNotice } from './show-notice'

/**
 * A demo keeps working offline once loaded (a phone in a meeting room loses the network): the
 * page saves every file of the build into the cache MSW's worker answers from when the network
 * does not (vite.config.ts, `simulationWorker`); the simulated backend runs in the page anyway.
 * Each file is fetched once, the page and its config.json each load; what an older build left
 * is dropped. While that is not done, going offline says so.
 */

const FILE_LIST = 'offline-files.json'
/**
 * A tab whose session storage holds `off` here saves nothing: browser tests open hundreds of
 * pages, each fetching about 150 files (5 MB) again from a fresh origin; the tests of the
 * offline demo switch it back on.
 */
export const OFFLINE_SAVE_SWITCH = 'simulation.offlineSave'
/** How long the first page has before the files are saved, and again for an idle moment. */
const SETTLE_MS = 3000

export type OfflineState = 'saving' | 'saved' | 'unavailable' | 'switched-off'

async function saveFiles(base: string): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE)
  const listUrl = new URL(`${base}${FILE_LIST}`, window.location.origin).href
  // The list is kept too: offline, the worker answers it from the cache.
  const answer = await fetch(listUrl, {
    cache: 'no-cache',
    headers: { [OFFLINE_SAVE_HEADER]: '1' },
  })
  if (!answer.ok) throw new Error(`${FILE_LIST}: ${answer.status}`)
  await cache.put(listUrl, answer.clone())
  const { files } = (await answer.json()) as { files: string[] }
  const urls = files.map((file) => new URL(`${base}${file}`, window.location.origin).href)
  // The page and its config.json may change in place: asked again each load. Other files
  // are asked once (a new build names its scripts anew; the fonts never change).
  const everyLoad = new Set(
    urls.slice(0, 1).concat(new URL(`${base}config.json`, window.location.origin).href),
  )
  const held = new Set((await cache.keys()).map((request) => request.url))
  const wanted = new Set([...urls, listUrl])
  await Promise.all([...held].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)))
  const toFetch = urls.filter((url) => everyLoad.has(url) || !held.has(url))
  // One request each, as many at once as the browser takes; all or none are kept.
  // Marked, so a host's log (and a test that takes the network away) can tell the save's
  // requests from the page's own loads.
  await cache.addAll(
    toFetch.map(
      (url) => new Request(url, { cache: 'no-cache', headers: { [OFFLINE_SAVE_HEADER]: '1' } }),
    ),
  )
  // The worker answers saved files from the cache from now on.
  navigator.serviceWorker?.controller?.postMessage('demo-files-saved')
}

function savingSwitchedOff(): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_SAVE_SWITCH) === 'off'
  } catch {
    return false
  }
}

/** Resolves at once online, else when the browser is back online. */
function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve()
  return new Promise((online) => window.addEventListener('online', () => online(), { once: true }))
}

/**
 * Saves the files once the browser is online: a save the network broke off is tried again when
 * it is back (a phone that lost the network before the save ends gets its files later).
 */
async function saveWhenOnline(base: string): Promise<void> {
  for (;;) {
    await whenOnline()
    try {
      return await saveFiles(base)
    } catch (error) {
      if (navigator.onLine) throw error
    }
  }
}

/**
 * Starts saving the build's files for offline use once the page is idle; answers how it went.
 * Offline before they are saved, a notice says the demo may not work without the network.
 */
export function keepFilesForOffline(base: string): Promise<OfflineState> {
  const root = document.documentElement
  const mark = (state: OfflineState) => {
    root.dataset.demoOffline = state
    return state
  }
  if (savingSwitchedOff()) return Promise.resolve(mark('switched-off'))
  const sayWhenOffline = () => {
    if (root.dataset.demoOffline === 'saved') return
    showNotice(
      'You are offline, and this demo was not saved for offline use: pages not opened yet may not load.',
    )
  }
  window.addEventListener('offline', sayWhenOffline)
  // Cache Storage needs a secure address (https, or localhost).
  if (!('caches' in window)) return Promise.resolve(mark('unavailable'))
  mark('saving')
  // Not while the first page is still coming: its own files and calls go first.
  return new Promise<void>((settled) => setTimeout(settled, SETTLE_MS))
    .then(
      () =>
        new Promise<void>((idle) =>
          'requestIdleCallback' in window
            ? window.requestIdleCallback(() => idle(), { timeout: SETTLE_MS })
            : idle(),
        ),
    )
    .then(() => saveWhenOnline(base))
    .then(
      () => {
        window.removeEventListener('offline', sayWhenOffline)
        return mark('saved')
      },
      () => mark('unavailable'),
    )
}
