import { keepFilesForOffline, OFFLINE_SAVE_SWITCH } from '@sim/browser/offline-files'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The demo saves its build's files for offline use once the first page has settled. A phone
 * that is offline at that moment, or loses the network during the save, gets its files when
 * the network is back, and asks for nothing while offline.
 */
const BASE = '/account/crypto-backed-loan/'
const FILES = ['index.html', 'assets/app-start.js', 'assets/app.css']

let online = true
let asked: string[] = []
let saved: string[] = []
/** The next addAll fails as a fetch does when the network goes away mid-save. */
let dropNextSave = false

function setOnline(value: boolean) {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}

/** What the module listens to on the window, taken off after each test with its notices. */
let listening: [string, EventListenerOrEventListenerObject][] = []

beforeEach(() => {
  const listen = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listening.push([type, listener])
    listen(type, listener, options)
  })
  vi.useFakeTimers()
  online = true
  asked = []
  saved = []
  dropNextSave = false
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    if (!online) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify({ files: FILES }), { status: 200 })
  })
  vi.stubGlobal('caches', {
    open: async () => ({
      put: async () => undefined,
      keys: async () => [],
      delete: async () => true,
      addAll: async (requests: Request[]) => {
        asked.push(...requests.map((request) => request.url))
        if (dropNextSave || !online) {
          dropNextSave = false
          online = false
          throw new TypeError('Failed to fetch')
        }
        saved.push(...requests.map((request) => new URL(request.url).pathname))
      },
    }),
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  delete document.documentElement.dataset.demoOffline
  sessionStorage.clear()
  // Files rendered after this one share its document: nothing said here stays for them.
  for (const [type, listener] of listening) window.removeEventListener(type, listener)
  listening = []
  for (const notice of document.querySelectorAll('[data-simulation-notice]')) notice.remove()
})

/** The network comes back: the save that waited for it runs and keeps every file. */
async function expectSavedOnceOnline(state: Promise<unknown>) {
  setOnline(true)
  await vi.advanceTimersByTimeAsync(0)
  await expect(state).resolves.toBe('saved')
  expect(saved).toHaveLength(FILES.length)
}

describe('the demo keeps its files for offline use', () => {
  it('saves every file of the build once the first page has settled', async () => {
    const state = keepFilesForOffline(BASE)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(state).resolves.toBe('saved')
    expect(saved).toEqual(expect.arrayContaining(FILES.map((file) => `${BASE}${file}`)))
  })

  it('offline when the save is due, asks for nothing until the network is back, then saves', async () => {
    const state = keepFilesForOffline(BASE)
    setOnline(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toEqual([])
    expect(document.documentElement.dataset.demoOffline).toBe('saving')

    await expectSavedOnceOnline(state)
  })

  it('a save the network broke off is tried again when it is back', async () => {
    dropNextSave = true
    const state = keepFilesForOffline(BASE)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(saved).toEqual([])

    await expectSavedOnceOnline(state)
  })

  it('a host that does not list the files (online) leaves the demo unsaved, and says so', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
    const state = keepFilesForOffline(BASE)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(state).resolves.toBe('unavailable')
    expect(saved).toEqual([])
  })

  it('a tab that switched the save off asks for nothing', async () => {
    sessionStorage.setItem(OFFLINE_SAVE_SWITCH, 'off')
    const state = keepFilesForOffline(BASE)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(state).resolves.toBe('switched-off')
    expect(asked).toEqual([])
    expect(saved).toEqual([])
  })
})
