import {
  type Agent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSimServer, type SimServerOptions } from '@sim/node/create-server'
import { staticFolder } from '@tests/support/owned-application'
import { afterAll, beforeAll } from 'vitest'

/** Servers under test over real HTTP on this machine only, and raw requests to them. */

/** Starts a server on a free loopback port; its origin, `http://127.0.0.1:PORT`. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Closes a server, if one was started, ending its kept-alive connections rather than waiting. */
export async function close(server: Server | undefined): Promise<void> {
  if (!server) return
  await new Promise((resolve) => {
    server.closeAllConnections()
    server.close(resolve)
  })
}

/**
 * Starts something on a fresh folder holding the one page the simulation server needs; `stop`
 * closes it and removes the folder.
 */
export async function startOnStaticFolder<Started extends object>(
  start: (staticDir: string) => Promise<Started>,
  closeStarted: (started: Started) => Promise<unknown>,
): Promise<Started & { stop(): Promise<void> }> {
  const folder = await staticFolder()
  const started = await start(folder.dir)
  return {
    ...started,
    async stop() {
      await closeStarted(started)
      await folder.remove()
    },
  }
}

/** The simulation server (`npm run sim:server`) on a free loopback port, on a folder of its own. */
export async function startSimServerOnLoopback(options: Omit<SimServerOptions, 'staticDir'> = {}) {
  const host = await startOnStaticFolder(
    (staticDir) => createSimServer({ staticDir, ...options }),
    ({ server }) => close(server),
  )
  return { ...host, origin: await listen(host.server) }
}

export type SimServerOnLoopback = Awaited<ReturnType<typeof startSimServerOnLoopback>>

/**
 * One simulation server for all the file's tests, started before the first and stopped after
 * the last; the tests reach it through the function returned.
 */
export function simServerForTheFile(
  options: Parameters<typeof startSimServerOnLoopback>[0] = {},
): () => SimServerOnLoopback {
  let host: SimServerOnLoopback | undefined
  beforeAll(async () => {
    host = await startSimServerOnLoopback(options)
  })
  afterAll(() => host?.stop())
  return () => {
    if (!host) throw new Error('The simulation server has not started')
    return host
  }
}

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body's bytes exactly as sent (no decoding). */
  body: Buffer
}

/** The whole of an answer once it has ended. */
export function readAnswer(response: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () =>
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks),
      }),
    )
    response.on('error', reject)
  })
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** From the request going out to the answer's end. */
  ms: number
}

export interface SendOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Node's own agent when none is given; `false` for a connection of the request's own. */
  agent?: Agent | false
}

/** A raw request: the path goes out exactly as written (no URL parsing), any method. */
export function send(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body, agent }: SendOptions = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method, headers, agent }, (response) =>
      readAnswer(response).then(
        (answer) =>
          resolve({
            ...answer,
            body: answer.body.toString(),
            ms: Math.round(performance.now() - started),
          }),
        reject,
      ),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
