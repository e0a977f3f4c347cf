import { APP_BASE_PATH } from '@/api/contract/base-path'

/**
 * Where the simulated identity broker sends a borrower to sign in: a small page of the
 * simulation's own (dev and demo builds), standing in for the broker's hosted sign-in.
 */
export const SIMULATED_SIGN_IN_PATH = `${APP_BASE_PATH}/sim/browser/simulated-sign-in.html`
