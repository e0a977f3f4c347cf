import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
// Relative, not aliased: vite.config.ts loads this file before its aliases exist.
import { APP_BASE_PATH } from '../src/api/contract/base-path.ts'
import { securityHeaders } from '../src/api/contract/security-headers.ts'
import { type CliOutput, finish, readArguments, usageError } from './command-line.ts'

/**
 * What a host sends and serves for a build of the app, and the files that tell static hosts so.
 * One policy (`hostPolicy`), written out once per host's format (`HOST_FILES`): Netlify's and
 * Cloudflare Pages' `_headers` and `_redirects`, and Vercel's `vercel.json`. The demo build
 * gets them at build
 * time (scripts/vite-host-files.ts); a production deployment writes them from its own
 * config.json when it deploys, since the policy names the configured services' origins:
 *   npm run host-files -- dist/ [DIR...]   (each folder from its own config.json)
 * The simulation's own hosts (sim/node) send the same headers and serve by `isServedFile`.
 *
 * The policy's fallback (index.html for every route of the app no file answers) is what lets a
 * link or a reload open any page by its path. A host that takes none of these files and has
 * no fallback of its own serves the demo build by hash (`#/start`, docs/decisions/0019).
 */

const BASE_PATH = `${APP_BASE_PATH}/`

/** Files whose names carry a content hash (Vite's assets): a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Headers for the requests whose path matches `path`; a `*` at its end matches the rest. */
export interface HeaderRule {
  path: string
  headers: Readonly<Record<string, string>>
}

/** The page a host answers with for every path under `path` (ending in `*`) no file answers. */
export interface FallbackRule {
  path: string
  page: string
}

export interface HostPolicy {
  /** No two rules that can match one path set the same header (Netlify would join them). */
  headers: readonly HeaderRule[]
  fallback: FallbackRule
}

export interface HostConfig {
  services: Readonly<Record<string, string>>
}

export function hostPolicy({ services }: HostConfig): HostPolicy {
  return {
    headers: [
      { path: '/*', headers: securityHeaders(services) },
      { path: `${BASE_PATH}assets/*`, headers: { 'Cache-Control': IMMUTABLE } },
      // A deployment edits config.json in place: browsers ask again each time.
      { path: `${BASE_PATH}config.json`, headers: { 'Cache-Control': 'no-cache' } },
    ],
    // The app's routes are one page: a link or a reload on any of them gets it.
    fallback: { path: `${BASE_PATH}*`, page: `${BASE_PATH}index.html` },
  }
}

/** The headers a host following the policy sends for a path: those of every rule it matches. */
export function headersFor(policy: HostPolicy, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of policy.headers) {
    const matches = rule.path.endsWith('*')
      ? pathname.startsWith(rule.path.slice(0, -1))
      : pathname === rule.path
    if (matches) Object.assign(headers, rule.headers)
  }
  return headers
}

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
export const HOST_FILES: Readonly<Record<string, (policy: HostPolicy) => string>> = {
  _headers: netlifyHeaders,
  _redirects: netlifyRedirects,
  'vercel.json': vercelJson,
}

/**
 * Whether a host may serve this file of a build (its path from the build's folder, `/`
 * between folders): never a source map, however compressed, a host file or a dotfile.
 */
export function isServedFile(path: string): boolean {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 1 && Object.hasOwn(HOST_FILES, segments[0] as string)) return false
  if (segments.some((segment) => segment.startsWith('.'))) return false
  return !/\.map(\.(br|gz))?$/i.test(path)
}

function readConfig(text: string, file: string): HostConfig {
  const config = JSON.parse(text) as { services?: unknown }
  const services = config.services
  if (
    typeof services !== 'object' ||
    services === null ||
    Object.values(services).some((value) => typeof value !== 'string')
  ) {
    throw new Error(`${file}: "services" must map each service to its base URL`)
  }
  return { services: services as Record<string, string> }
}

/** The services of the build's config.json, or none (all same-origin) without one. */
export async function readHostConfig(dir: string): Promise<HostConfig> {
  const file = join(resolve(dir), 'config.json')
  const text = await readFile(file, 'utf8').catch(() => null)
  return text === null ? { services: {} } : readConfig(text, file)
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
