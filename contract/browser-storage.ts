/**
 * Names the app and whoever hosts it agree on in the browser. The login token lives in local
 * storage under `jwt` (core-journey.md §4); a simulated host signs a demo borrower in by writing it.
 */
export const TOKEN_STORAGE_KEY = 'jwt'

/**
 * What the app keeps for one tab (the application being priced, what was typed) is in session
 * storage under this prefix; a host that swaps the whole world (a demo starting another story)
 * clears it with the token.
 */
export const TAB_STORAGE_PREFIX = 'crypto-backed-loan.'

/**
 * Banners the visitor dismissed, in local storage. A host that starts another story forgets
 * them too, so a restarted demo shows its banners again.
 */
export const BANNER_DISMISSALS_KEY = `${TAB_STORAGE_PREFIX}dismissed-banners`
