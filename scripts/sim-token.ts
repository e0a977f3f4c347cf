import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isLoopback } from '@sim/node/start-server'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'
import { SIMULATED_SIGN_IN_CALL } from '@sim/session/simulated-sign-in'
import { type CliOutput, finish, readArguments, usageError } from './command-line'

/**
 * A session token for scripts and QA, from a running `npm run sim:server`: signs the borrower
 * with this email in, as the simulation's sign-in page does, and prints the token.
 *
 *   npm run sim:token -- dana.whitfield@example.com [--server http://127.0.0.1:8787]
 *
 * Only a server on this machine is asked: a token is a borrower's key, not something to fetch
 * across a network. The token is signed by that server's world and lasts 8 simulated hours.
 * Wrong arguments (an unknown option, --server without a loopback URL, a second email) print
 * why and the usage, and exit 2; a sign-in the server refuses exits 1.
 */

export const USAGE = 'Usage: npm run sim:token -- EMAIL [--server http://127.0.0.1:8787]'

/** Arguments the command refuses: it prints why and its usage, and exits 2. */
export class UsageError extends Error {}

const OPTIONS = {
  server: { type: 'string', default: 'http://127.0.0.1:8787' },
  help: { type: 'boolean', short: 'h' },
} as const

export function parseArguments(args: readonly string[]): { email: string; server: URL } {
  const parsed = readArguments(args, OPTIONS, true)
  if ('error' in parsed) throw new UsageError(parsed.error)
  const [email, ...others] = parsed.positionals
  if (others.length > 0) {
    throw new UsageError(`Unexpected argument "${others[0]}": a token is for one borrower.`)
  }
  if (!email) throw new UsageError("Name the borrower's email.")
  const { server } = parsed.values
  let url: URL
  try {
    url = new URL(server)
  } catch {
    throw new UsageError(`"${server}" is not a URL.`)
  }
  if (!isLoopback(url.hostname)) {
    throw new UsageError(
      `Tokens are only fetched from a server on this machine, not ${url.hostname}.`,
    )
  }
  return { email, server: url }
}

export async function fetchToken({ email, server }: { email: string; server: URL }) {
  const call = new URL(`${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`, server)
  const response = await fetch(call, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const body = (await response.json().catch(() => null)) as {
    token?: string
    message?: string
  } | null
  if (!response.ok || !body?.token) {
    throw new Error(`The server refused the sign-in (${response.status}): ${body?.message ?? ''}`)
  }
  return body.token
}

/** The token on stdout (exit 0); wrong arguments: why and the usage (exit 2); a refusal: exit 1. */
export async function runSimTokenCli(argv: readonly string[]): Promise<CliOutput> {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) {
    return { stdout: USAGE, stderr: '', exitCode: 0 }
  }
  let request: ReturnType<typeof parseArguments>
  try {
    request = parseArguments(argv)
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, USAGE)
    throw error
  }
  try {
    return { stdout: await fetchToken(request), stderr: '', exitCode: 0 }
  } catch (error) {
    return {
      stdout: '',
      stderr: error instanceof Error ? error.message : String(error),
      exitCode: 1,
    }
  }
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  finish(await runSimTokenCli(process.argv.slice(2)))
}
