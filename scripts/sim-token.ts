import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SIMULATED_SIGN_IN_CALL } from '@sim/http/simulation-only-routes'
import { isLoopback } from '@sim/node/start-server'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'

/**
 * A session token for scripts and QA, from a running `npm run sim:server`: signs the borrower
 * with this email in, as the simulation's sign-in page does, and prints the token.
 *
 *   npm run sim:token -- dana.whitfield@example.com [--server http://127.0.0.1:8787]
 *
 * Only a server on this machine is asked: a token is a borrower's key, not something to fetch
 * across a network. The token is signed by that server's world and lasts 8 simulated hours.
 */

const USAGE = 'Usage: npm run sim:token -- EMAIL [--server http://127.0.0.1:8787]'

export function parseArguments(args: readonly string[]): { email: string; server: URL } {
  let email: string | undefined
  let server = 'http://127.0.0.1:8787'
  const rest = [...args]
  while (rest.length > 0) {
    const arg = rest.shift() ?? ''
    if (arg === '--server') server = rest.shift() ?? ''
    else if (arg.startsWith('--server=')) server = arg.slice('--server='.length)
    else if (!email) email = arg
    else throw new Error(`Unexpected argument "${arg}". ${USAGE}`)
  }
  if (!email) throw new Error(`Name the borrower's email. ${USAGE}`)
  let url: URL
  try {
    url = new URL(server)
  } catch {
    throw new Error(`"${server}" is not a URL. ${USAGE}`)
  }
  if (!isLoopback(url.hostname)) {
    throw new Error(`Tokens are only fetched from a server on this machine, not ${url.hostname}.`)
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

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  try {
    console.log(await fetchToken(parseArguments(process.argv.slice(2))))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}
