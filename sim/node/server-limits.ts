import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http'

/**
 * Bounds of the simulation's Node servers (the simulation server and the demo host), so one
 * client cannot hold them: Node's defaults keep a connection that sends its headers a byte at
 * a time for a minute and more (60 s, checked every 30 s), and take any number of connections.
 */
export interface ServerLimits {
  /** The most time a request's headers may take to arrive. */
  headersTimeoutMs: number
  /** The most time a whole request (an upload of 10 MB included) may take to arrive. */
  requestTimeoutMs: number
  /** How often the two are checked. */
  checkIntervalMs: number
  /**
   * Open connections from one client address; the next is closed at once. The browser tests
   * all come from 127.0.0.1: two Playwright workers, each a Chromium context that keeps at most
   * six connections to a host, and the tests' own API calls. Counted over nine of them (the
   * production journey, the demo controls, two tabs, the documents, accessibility), at most 8
   * were open at once on the demo host and 7 on the simulation server; the scenario replays
   * run two pages at a time too. 64 is eight times that.
   */
  connectionsPerAddress: number
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  connectionsPerAddress: 64,
}

export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  }
}

/** Closes at once a connection past the limit of its client's address. */
export function limitConnectionsPerAddress(server: Server, limit: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > limit) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}

/** An HTTP server held to `limits`: its timeouts and sizes, and its connections per address. */
export function createLimitedServer(limits: ServerLimits, listener: RequestListener): Server {
  const server = createServer(serverOptions(limits), listener)
  limitConnectionsPerAddress(server, limits.connectionsPerAddress)
  return server
}
