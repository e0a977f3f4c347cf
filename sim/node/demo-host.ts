import type { AddressInfo } from 'node:net'
import { headersFor, hostPolicy, readHostConfig } from './host-policy'
import { createLimitedServer, SERVER_LIMITS, type ServerLimits } from './server-limits'
import { BASE_PATH, staticFiles } from './static-files'

export interface DemoHost {
  /** The app's address, with its base path: http://127.0.0.1:4173/account/crypto-backed-loan/ */
  baseUrl: string
  close(): Promise<void>
}

/**
 * The demo build on a plain static host: the simulated backend runs in the page, so the host
 * only serves files, with the headers its host files (`_headers`) give each path: the security
 * headers, their policy naming the services of the build's config.json. Files are read once,
 * at start. Port 0 takes any free port.
 */
export async function startDemoHost({
  staticDir,
  port = 0,
  host = '127.0.0.1',
  limits = SERVER_LIMITS,
}: {
  staticDir: string
  port?: number
  host?: string
  limits?: ServerLimits
}): Promise<DemoHost> {
  const files = staticFiles(staticDir, { watch: false })
  const policy = hostPolicy(await readHostConfig(staticDir))
  const server = createLimitedServer(limits, (incoming, outgoing) => {
    let pathname: string
    try {
      pathname = new URL(incoming.url ?? '/', 'http://static.internal').pathname
    } catch {
      // A request line no URL can be made of (`GET //[ HTTP/1.1`).
      outgoing.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request')
      return
    }
    for (const [name, value] of Object.entries(headersFor(policy, pathname))) {
      outgoing.setHeader(name, value)
    }
    files(incoming, outgoing)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      resolve({
        baseUrl: `http://${host}:${address.port}${BASE_PATH}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections()
            server.close(() => closed())
          }),
      })
    })
  })
}
