/**
 * The names the demo page and MSW's worker (vite.config.ts, `simulationWorker`) share for the
 * files kept for offline use. A module of constants alone: the Vite config loads it as it is.
 */

/** The cache MSW's worker answers from. */
export const OFFLINE_CACHE = 'demo-files'

/** The header on the save's requests: the worker lets them go to the network untouched. */
export const OFFLINE_SAVE_HEADER = 'X-Demo-Offline-Save'
