import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
// Relative, not aliased: vite.config.ts loads this file (itself and through
// scripts/host-files.ts) before its aliases exist.
import { APP_BASE_PATH } from '../../contract/base-path.ts'
import { securityHeaders } from '../../contract/security-headers.ts'

/**
 * What a host sends and serves for a build of the app: one policy (`hostPolicy`), which the
 * simulation's own hosts follow (the demo host, the sim server's static files) and which
 * scripts/host-files.ts writes out once per static host's format (`_headers`, `vercel.json`).
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

/** The files that tell static hosts the policy, by their names in the build's folder. */
export const HOST_FILE_NAMES = ['_headers', '_redirects', 'vercel.json'] as const
export type HostFileName = (typeof HOST_FILE_NAMES)[number]

/**
 * Whether a host may serve this file of a build (its path from the build's folder, `/`
 * between folders): never a source map, however compressed, a host file or a dotfile.
 */
export function isServedFile(path: string): boolean {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 1 && (HOST_FILE_NAMES as readonly string[]).includes(segments[0] ?? '')) {
    return false
  }
  if (segments.some((segment) => segment.startsWith('.'))) return false
  return !/\.map(\.(br|gz))?$/i.test(path)
}

export function readConfig(text: string, file: string): HostConfig {
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
