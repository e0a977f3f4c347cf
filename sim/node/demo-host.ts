import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BASE_PATH, staticFiles } from './static-files'

export interface DemoHost {
  /** The app's address, with its base path: http://127.0.0.1:4173/account/crypto-backed-loan/ */
  baseUrl: string
  close(): Promise<void>
}

/**
 * The demo build on a plain static host: the simulated backend runs in the page, so the host
 * only serves files. Files are read once, at start. Port 0 takes any free port.
 */
export function startDemoHost({
  staticDir,
  port = 0,
  host = '127.0.0.1',
}: {
  staticDir: string
  port?: number
  host?: string
}): Promise<DemoHost> {
  const files = staticFiles(staticDir, { watch: false })
  const server = createServer((incoming, outgoing) => files(incoming, outgoing))
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
