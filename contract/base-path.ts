/** Every route of the app lives under this path (core-journey.md §2); hosts serve it there. */
export const APP_BASE_PATH = '/account/crypto-backed-loan'
