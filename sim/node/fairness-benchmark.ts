import { request } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { SHIPPED_SERVICE_PATHS } from '../service-urls'
import { createSimServer } from './create-server'

/**
 * How long a normal request waits while one address holds many slow connections open (slow
 * headers and slow bodies, half each): what `npm run bench` prints as the fairness latency.
 * Everything comes from 127.0.0.1, as testers behind one proxy or NAT do.
 */

const COUNTRIES = `${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/countries/valid`
const CREATE = `${SHIPPED_SERVICE_PATHS.lending}/insecure/api/v1/applications/create`

export interface FairnessBenchmarkOptions {
  /** Slow connections held open beside the measured requests. */
  slowConnections?: number
  /** Normal requests measured, one after another. */
  requests?: number
}

export interface FairnessResult {
  slowConnections: number
  /** Each measured request's status (0 when its connection was closed without an answer). */
  statuses: number[]
  medianMs: number
  maxMs: number
}

function openSlow(port: number, index: number): Promise<Socket> {
  const text =
    index % 2 === 0
      ? `GET ${COUNTRIES} HTTP/1.1\r\nHost: bench\r\nX-Slow: `
      : `POST ${CREATE} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text)
      resolve(socket)
    })
    socket.on('error', () => resolve(socket))
  })
}

function timeOne(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: COUNTRIES, agent: false },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        )
      },
    )
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
    outgoing.end()
  })
}

export async function fairnessBenchmark(
  options: FairnessBenchmarkOptions = {},
): Promise<FairnessResult> {
  const slowConnections = options.slowConnections ?? 200
  const { server } = await createSimServer({ staticDir: '.' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const slow: Socket[] = []
  try {
    for (let index = 0; index < slowConnections; index++) slow.push(await openSlow(port, index))
    const timings: { status: number; ms: number }[] = []
    for (let index = 0; index < (options.requests ?? 20); index++) timings.push(await timeOne(port))
    const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b)
    return {
      slowConnections,
      statuses: timings.map((timing) => timing.status),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      maxMs: Math.round(sorted.at(-1) ?? 0),
    }
  } finally {
    for (const socket of slow) socket.destroy()
    await new Promise((resolve) => {
      server.closeAllConnections()
      server.close(resolve)
    })
  }
}
