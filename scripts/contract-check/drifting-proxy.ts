import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getApplication } from '@contract/applications'
import { getFinalStepsDashboard } from '@contract/borrowers'
import type { EndpointDefinition, ServiceName } from '@contract/endpoint'
import { getOrganisationInfo } from '@contract/organisation'
import { getSelectedOffer } from '@contract/pricing'
import { getValidStates } from '@contract/reference'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'

/**
 * A proxy in front of the services that changes some answers the way a service drifts from
 * the contract, so the contract check can be shown to catch each kind:
 *   TARGET=http://127.0.0.1:8861 PORT=8862 npx tsx scripts/contract-check/drifting-proxy.ts
 * Every other request passes through unchanged.
 */

type Json = Record<string, unknown>

export interface Drift {
  kind: string
  endpoint: EndpointDefinition
  /** The path into the answer the check must report. */
  path: string
  /** The answer as it leaves the proxy. */
  change: (answer: Json) => { contentType: string; body: string }
}

const json = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) })

export const DRIFTS: readonly Drift[] = [
  {
    kind: 'a renamed field',
    endpoint: getOrganisationInfo,
    path: 'supportEmail',
    change: ({ supportEmail, ...rest }) => json({ ...rest, support_email: supportEmail }),
  },
  {
    kind: 'a changed type',
    endpoint: getSelectedOffer,
    path: 'drawAmount',
    change: (offer) => json({ ...offer, drawAmount: String(offer.drawAmount) }),
  },
  {
    kind: 'a new enum value',
    endpoint: getFinalStepsDashboard,
    path: 'status',
    change: (dashboard) => json({ ...dashboard, status: 'ON_HOLD' }),
  },
  {
    kind: 'a missing required field',
    endpoint: getApplication,
    path: 'isInternational',
    change: ({ isInternational: _, ...rest }) => json(rest),
  },
  {
    kind: 'a 200 with an HTML body',
    endpoint: getValidStates,
    path: '(body)',
    change: () => ({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Down for maintenance</title><h1>Back soon</h1>',
    }),
  },
]

function pattern(endpoint: EndpointDefinition, paths: Record<ServiceName, string>): RegExp {
  const template = `${paths[endpoint.service]}${endpoint.path}`
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

async function readBody(request: IncomingMessage): Promise<BodyInit | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? (Buffer.concat(chunks) as unknown as BodyInit) : undefined
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding'])

export function createDriftingProxy(
  target: string,
  drifts: readonly Drift[] = DRIFTS,
  paths: Record<ServiceName, string> = SHIPPED_SERVICE_PATHS,
): Server {
  const matchers = drifts.map((drift) => ({ drift, pattern: pattern(drift.endpoint, paths) }))
  return createServer(async (request, outgoing) => {
    try {
      const url = new URL(request.url ?? '/', target)
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name, value]) => !HOP_HEADERS.has(name) && typeof value === 'string',
        ),
      ) as Record<string, string>
      const answer = await fetch(url, {
        method: request.method,
        headers,
        body: await readBody(request),
        redirect: 'manual',
      })
      const found = matchers.find(
        ({ drift, pattern }) =>
          drift.endpoint.method === request.method && pattern.test(url.pathname),
      )
      const bytes = Buffer.from(await answer.arrayBuffer())
      if (found && answer.ok) {
        const changed = found.drift.change(JSON.parse(bytes.toString('utf8')) as Json)
        outgoing.writeHead(200, { 'Content-Type': changed.contentType })
        outgoing.end(changed.body)
        return
      }
      const passed: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') passed[name] = value
      })
      outgoing.writeHead(answer.status, passed)
      outgoing.end(bytes)
    } catch (error) {
      outgoing.writeHead(502, { 'Content-Type': 'text/plain' })
      outgoing.end(`The drifting proxy could not reach ${target}: ${String(error)}`)
    }
  })
}

export async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const target = process.env.TARGET ?? 'http://127.0.0.1:8787'
  const origin = await listen(createDriftingProxy(target), Number(process.env.PORT ?? 0))
  console.log(`Drifting ${target} on ${origin}: ${DRIFTS.map((drift) => drift.kind).join(', ')}`)
}
