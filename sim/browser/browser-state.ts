import {
  BANNER_DISMISSALS_KEY,
  TAB_STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
} from '@contract/browser-storage'

/** The organisation picked with `?org=` lasts for the tab, like a real branded entry link. */
export const ORG_KEY = 'simulation.orgCode'

/**
 * Makes the browser's sign-in and tab state match a new world, not the previous story: the
 * world's token (or none), no banner dismissed, no brand or tab state picked before. Storage can
 * be blocked (private mode); the app then starts signed out, as on any first visit.
 */
export function matchBrowserToNewWorld(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token)
    else localStorage.removeItem(TOKEN_STORAGE_KEY)
    localStorage.removeItem(BANNER_DISMISSALS_KEY)
    sessionStorage.removeItem(ORG_KEY)
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(TAB_STORAGE_PREFIX)) sessionStorage.removeItem(key)
    }
  } catch {
    // Blocked storage: nothing to match.
  }
}
