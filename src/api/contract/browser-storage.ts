/**
 * Names the app and whoever hosts it agree on in the browser. The login token lives in local
 * storage under `jwt` (core-journey.md §4); a simulated host signs a demo borrower in by writing it.
 */
export const TOKEN_STORAGE_KEY = 'jwt'
