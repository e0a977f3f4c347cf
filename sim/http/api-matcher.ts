import type { EndpointDefinition, ServiceName } from '@contract/endpoint'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A base URL as a pattern: absolute as it is, relative ('/service-x' or '') on any origin. */
function basePattern(base: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(base)
    ? escapeRegExp(base.replace(/\/$/, ''))
    : `[a-z][a-z0-9+.-]*://[^/]+${escapeRegExp(base.replace(/\/$/, ''))}`
}

function basePath(base: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(base) ? new URL(base).pathname : base
  return path.replace(/\/$/, '')
}

/**
 * Which URLs belong to the API: anything under a service's own path, and the contract's
 * paths of services that share the app's origin root. The app's own files are neither.
 */
/**
 * A contract path under its service's base as a pattern for the URL without its query, with
 * each `:name` segment caught as a named group when `named` (a path's own names are unique).
 */
export function endpointPattern(base: string, path: string, named = false): RegExp {
  const segments = escapeRegExp(path).replace(/:([A-Za-z]+)/g, named ? '(?<$1>[^/]+)' : '[^/]+')
  return new RegExp(`^${basePattern(base)}${segments}/?$`, 'i')
}

export function createApiMatcher(
  services: Record<ServiceName, string>,
  endpoints: readonly EndpointDefinition[],
) {
  const located = endpoints.map((endpoint) => ({
    endpoint,
    pattern: endpointPattern(services[endpoint.service], endpoint.path),
  }))
  const prefixes = [...new Set(Object.values(services))]
    .filter((base) => basePath(base) !== '')
    .map((base) => `${basePattern(base)}/.*`)
  const pattern = new RegExp(
    `^(?:${[...prefixes, ...located.map(({ pattern }) => pattern.source.slice(1))].join('|')})`,
    'i',
  )

  return {
    /** For MSW: matches the URL without its query. */
    pattern,
    /** The contract's endpoints at this URL's path, whatever their method. */
    endpointsAt(url: URL): EndpointDefinition[] {
      const clean = `${url.origin}${url.pathname}`
      return located.filter(({ pattern }) => pattern.test(clean)).map(({ endpoint }) => endpoint)
    },
  }
}
