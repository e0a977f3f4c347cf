import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http'
import type { Socket } from 'node:net'

/**
 * Bounds of the simulation's Node servers (the simulation server and the demo host), so one
 * client cannot hold them, and cannot starve the others on its address: testers behind one
 * proxy or NAT, or on one machine, all come from one address (docs/decisions/0021).
 */
export interface ServerLimits {
  /** The most time a request's headers may take to arrive. */
  headersTimeoutMs: number
  /** The most time a whole request (an upload of 10 MB included) may take to arrive. */
  requestTimeoutMs: number
  /** How often the timeouts and the stalled connections are checked. */
  checkIntervalMs: number
  /**
   * Open connections from one client address. Past it, the connection of that address stalled
   * longest is let go to make room; when none is stalled, the new one is answered 503 with
   * Retry-After and closed. `autocannon -c 200` and a browser test run stay well under it.
   */
  connectionsPerAddress: number
  /** Open connections in all; past it, as past an address's share. */
  connections: number
  /**
   * How long a connection may wait for its next request's headers, or a request's body take
   * to arrive, before it counts as stalled. Browsers send a request's headers and body at
   * once; only slow lines and slow clients are stalled.
   */
  stalledAfterMs: number
  /**
   * Stalled connections one client may hold: a request carrying a session token is its
   * session's, any other its address's. Past it, the one stalled longest is answered 503 with
   * Retry-After and closed; a client's fast requests are never refused for its slow ones.
   */
  stalledPerClient: number
  /**
   * The most of a refused body read (and dropped) after the answer, so the connection can
   * carry the next request; a longer one closes the connection (`Connection: close`).
   */
  drainBytes: number
  /** Seconds a client is asked to wait (Retry-After) when a limit turns it away. */
  retryAfterSeconds: number
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  connectionsPerAddress: 512,
  connections: 2_048,
  stalledAfterMs: 2_000,
  stalledPerClient: 64,
  drainBytes: 2 * 1024 * 1024,
  retryAfterSeconds: 2,
}

export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  }
}

/** The error format of the simulated backend (sim/http/error-answer.ts), for a 503 of a limit. */
function busyAnswer(limits: ServerLimits): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: `Too many connections from this client are open or stalled; try again in ${limits.retryAfterSeconds} s`,
  })
  return {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      'Retry-After': String(limits.retryAfterSeconds),
      Connection: 'close',
    },
    body,
  }
}

/** The 503 written straight on a socket no request of which is being answered. */
function writeBusy(socket: Socket, limits: ServerLimits): void {
  const { headers, body } = busyAnswer(limits)
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 503 Service Unavailable\r\n${head}\r\n${body}`)
  // A client that does not read what it is sent does not keep the socket either.
  setTimeout(() => socket.destroy(), 1_000).unref()
}

function bearerOf(incoming: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)/i.exec(incoming.headers.authorization ?? '')
  return match?.[1] ?? null
}

interface Connection {
  socket: Socket
  address: string
  /** The request being received or answered; null between requests. */
  incoming: IncomingMessage | null
  outgoing: ServerResponse | null
  /** Since when it waits for its next request, or receives the current one. */
  since: number
  /** Bytes read when its last answer was sent: more means a next request has begun. */
  bytesAtRest: number
}

/**
 * Connections per address and in all, and stalled ones per client (module doc above). The
 * check runs as connections come and every `checkIntervalMs`.
 */
export function limitConnections(server: Server, limits: ServerLimits): void {
  const open = new Map<Socket, Connection>()
  const perAddress = new Map<string, number>()

  /** The client a stalled connection counts against: its session's token, or its address. */
  function clientOf(connection: Connection): string {
    const token = connection.incoming ? bearerOf(connection.incoming) : null
    return token ? `session ${token}` : `address ${connection.address}`
  }

  /** Stalled: waiting for its next request's headers, or for its body, for too long. */
  function isStalled(connection: Connection, now: number): boolean {
    if (now - connection.since < limits.stalledAfterMs) return false
    if (!connection.incoming) return true
    return !connection.incoming.complete && !connection.outgoing?.headersSent
  }

  function letGo(connection: Connection): void {
    const { socket, outgoing } = connection
    open.delete(socket)
    if (outgoing && !outgoing.headersSent) {
      const { headers, body } = busyAnswer(limits)
      outgoing.on('error', () => {})
      outgoing.writeHead(503, headers).end(body)
      setTimeout(() => socket.destroy(), 1_000).unref()
    } else if (socket.bytesRead > connection.bytesAtRest) {
      // A request's headers have begun: it is answered.
      writeBusy(socket, limits)
    } else {
      // Idle between requests: closed as an idle keep-alive connection is.
      socket.destroy()
    }
  }

  /** The connection stalled longest among `candidates`, if one is. */
  function longestStalled(candidates: Iterable<Connection>, now: number): Connection | null {
    let oldest: Connection | null = null
    for (const connection of candidates) {
      if (isStalled(connection, now) && (!oldest || connection.since < oldest.since)) {
        oldest = connection
      }
    }
    return oldest
  }

  /**
   * Whom a new connection competes with for a place: its own address's connections when that
   * address has too many (`count` with it), every connection when the server is full, or no one.
   */
  function rivalsOfNewcomer(address: string, count: number): Iterable<Connection> | null {
    if (count > limits.connectionsPerAddress) {
      return [...open.values()].filter((each) => each.address === address)
    }
    return open.size >= limits.connections ? open.values() : null
  }

  function sweep(): void {
    const now = Date.now()
    const byClient = new Map<string, Connection[]>()
    for (const connection of open.values()) {
      if (!isStalled(connection, now)) continue
      const client = clientOf(connection)
      const list = byClient.get(client) ?? []
      list.push(connection)
      byClient.set(client, list)
    }
    for (const list of byClient.values()) {
      if (list.length <= limits.stalledPerClient) continue
      list.sort((a, b) => a.since - b.since)
      for (const connection of list.slice(0, list.length - limits.stalledPerClient)) {
        letGo(connection)
      }
    }
  }
  const sweeping = setInterval(sweep, limits.checkIntervalMs)
  sweeping.unref()
  server.on('close', () => clearInterval(sweeping))

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const connection: Connection = {
      socket,
      address,
      incoming: null,
      outgoing: null,
      since: Date.now(),
      bytesAtRest: 0,
    }
    const count = (perAddress.get(address) ?? 0) + 1
    perAddress.set(address, count)
    socket.once('close', () => {
      open.delete(socket)
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    })
    const rivals = rivalsOfNewcomer(address, count)
    if (rivals) {
      // Over a limit, the longest stalled rival makes room; with none stalled, it is refused.
      const room = longestStalled(rivals, Date.now())
      if (!room) {
        writeBusy(socket, limits)
        return
      }
      letGo(room)
    }
    open.set(socket, connection)
  })

  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const connection = open.get(incoming.socket)
    if (connection) {
      connection.incoming = incoming
      connection.outgoing = outgoing
      connection.since = Date.now()
    }
    drainRefusedBody(incoming, outgoing, limits)
    outgoing.once('finish', () => {
      if (!connection || connection.outgoing !== outgoing) return
      connection.incoming = null
      connection.outgoing = null
      connection.since = Date.now()
      connection.bytesAtRest = connection.socket.bytesRead
    })
  })
}

/**
 * A body answered before it was read whole (a 401 before a secure call reads it, a 413) is
 * read and dropped after the answer, up to `drainBytes`, so the connection carries the next
 * request at once; a longer one, or one that keeps coming too slowly, closes the connection,
 * and its answer says so (`Connection: close`).
 */
function drainRefusedBody(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  limits: ServerLimits,
): void {
  const declared = Number(incoming.headers['content-length'] ?? 0)
  const tooLong = !Number.isFinite(declared) || declared > limits.drainBytes
  const writeHead = outgoing.writeHead
  outgoing.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!incoming.complete && (tooLong || incoming.headers['transfer-encoding'] !== undefined)) {
      this.shouldKeepAlive = false
      if (!this.headersSent) this.setHeader('Connection', 'close')
    }
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
  outgoing.once('finish', () => {
    if (incoming.complete) return
    if (!outgoing.shouldKeepAlive) {
      incoming.socket.destroySoon()
      return
    }
    let dropped = 0
    const giveUp = setTimeout(() => incoming.socket.destroy(), limits.headersTimeoutMs)
    giveUp.unref()
    incoming.removeAllListeners('data')
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > limits.drainBytes) incoming.socket.destroy()
    })
    incoming.once('end', () => clearTimeout(giveUp))
    incoming.once('close', () => clearTimeout(giveUp))
    incoming.resume()
  })
}

/** An HTTP server held to `limits`: its timeouts, its connections, its refused bodies. */
export function createLimitedServer(limits: ServerLimits, listener: RequestListener): Server {
  const server = createServer(serverOptions(limits), listener)
  limitConnections(server, limits)
  return server
}
