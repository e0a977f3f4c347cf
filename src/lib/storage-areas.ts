/**
 * The browser's two storage areas, named in this one place: src/lib/storage.ts keeps its
 * declared entries in them, and src/main.tsx opens them early. Nothing else touches them.
 */

export type StorageAreaName = 'local' | 'session'

/** The area, or null where the browser refuses storage (a privacy setting). */
export function storageArea(name: StorageAreaName): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The browser opens a page's storage areas on their first use, and the page waits, doing
 * nothing, until it has (tens of milliseconds on a busy phone). The app's start reads both (the
 * router's scroll positions, the application this tab is pricing): opened before the first
 * paint, that wait holds up nothing the borrower could use yet, rather than the app's first
 * moments once the page shows. Nothing is read or written.
 */
export function openStorageAreas(): void {
  void storageArea('session')?.length
  void storageArea('local')?.length
}
