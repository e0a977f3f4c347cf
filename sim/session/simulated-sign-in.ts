import { APP_BASE_PATH } from '@/api/contract/base-path'

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
