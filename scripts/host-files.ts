import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
// Relative, not aliased: vite.config.ts loads this file before its aliases exist.
import {
  type HostFileName,
  type HostPolicy,
  hostPolicy,
  readConfig,
} from '../sim/node/host-policy.ts'
import { type CliOutput, finish, readArguments, usageError } from './command-line.ts'

/**
 * The files that tell static hosts the host policy (sim/node/host-policy.ts, which the
 * simulation's own hosts follow too), written out once per host's format (`HOST_FILES`):
 * Netlify's and Cloudflare Pages' `_headers` and `_redirects`, and Vercel's `vercel.json`.
 * The demo build gets them at build time (scripts/vite-host-files.ts); a production deployment
 * writes them from its own config.json when it deploys, since the policy names the configured
 * services' origins:
 *   npm run host-files -- dist/ [DIR...]   (each folder from its own config.json)
 */

function netlifyHeaders(policy: HostPolicy): string {
  return policy.headers
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n')
}

/** Netlify's and Cloudflare's rewrite: a 200 is served only where no file answers the path. */
function netlifyRedirects({ fallback }: HostPolicy): string {
  return `${fallback.path}  ${fallback.page}  200\n`
}

const vercelSource = (path: string) => (path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path)

function vercelJson(policy: HostPolicy): string {
  const headers = policy.headers.map(({ path, headers: values }) => ({
    source: vercelSource(path),
    headers: Object.entries(values).map(([key, value]) => ({ key, value })),
  }))
  // Vercel rewrites only paths no file answers.
  const rewrites = [
    { source: vercelSource(policy.fallback.path), destination: policy.fallback.page },
  ]
  return `${JSON.stringify({ headers, rewrites }, null, 2)}\n`
}

/** Each host file, by its name in the build's folder. */
export const HOST_FILES: Readonly<Record<HostFileName, (policy: HostPolicy) => string>> = {
  _headers: netlifyHeaders,
  _redirects: netlifyRedirects,
  'vercel.json': vercelJson,
}

/** Writes every host file into `dir` from its config.json; answers the names written. */
export async function writeHostFiles(dir: string): Promise<string[]> {
  const file = join(resolve(dir), 'config.json')
  const policy = hostPolicy(readConfig(await readFile(file, 'utf8'), file))
  await Promise.all(
    Object.entries(HOST_FILES).map(([name, render]) => writeFile(join(dir, name), render(policy))),
  )
  return Object.keys(HOST_FILES)
}

export const HOST_FILES_USAGE = 'Usage: npm run host-files -- [DIR...]   (dist by default)'

/** Writes the host files into each folder given (dist without one); exit 1 if any fails. */
export async function runHostFilesCli(argv: readonly string[]): Promise<CliOutput> {
  const parsed = readArguments(argv, { help: { type: 'boolean', short: 'h' } }, true)
  if ('error' in parsed) return usageError(parsed.error, HOST_FILES_USAGE)
  if (parsed.values.help) return { stdout: HOST_FILES_USAGE, stderr: '', exitCode: 0 }
  const dirs = parsed.positionals.length > 0 ? parsed.positionals : ['dist']
  const written: string[] = []
  const failed: string[] = []
  for (const dir of dirs) {
    try {
      const names = await writeHostFiles(dir)
      written.push(`Wrote ${names.join(', ')} into ${dir} from its config.json`)
    } catch (error) {
      failed.push(error instanceof Error ? error.message : String(error))
    }
  }
  return {
    stdout: written.join('\n'),
    stderr: failed.join('\n'),
    exitCode: failed.length > 0 ? 1 : 0,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  finish(await runHostFilesCli(process.argv.slice(2)))
}
