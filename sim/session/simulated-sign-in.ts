import { APP_BASE_PATH } from '@contract/base-path'

/** The simulation's sign-in call, under the identity broker's base URL. */
export const SIMULATED_SIGN_IN_CALL = '/__simulation/sign-in'

/**
 * Where the simulated identity broker sends a borrower to sign in: a small page of the
 * simulation's own (dev and demo builds), standing in for the broker's hosted sign-in.
 */
export const SIMULATED_SIGN_IN_PAGE = `${APP_BASE_PATH}/sim/browser/simulated-sign-in.html`

/** Where a simulated sign-in ends when it was not started from a page of the app. */
const START_PATH = `${APP_BASE_PATH}/start`

/**
 * Where the simulated identity broker sends the borrower once signed in: back to the page
 * sign-in started from when that is a page of the app (a path under its base path), otherwise
 * to the start. Another site, `//host` or a bare path of something else is never followed.
 */
export function brokerReturnPath(asked: string | null): string {
  return asked !== null && /^\/[a-z]/.test(asked) && asked.startsWith(`${APP_BASE_PATH}/`)
    ? asked
    : START_PATH
}
